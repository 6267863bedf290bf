import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CarouselControls } from "../carousel/carousel-controls.tsx";
import { CarouselSlides } from "../carousel/carousel-slides.tsx";
import { useCarousel } from "../carousel/use-carousel.ts";

// Fictional job seekers: demo content, not real people.
const TESTIMONIALS = [
  {
    quote: msg`After three years at home with my twins I was sure nobody would call me back. The returnship I found here gave me a mentor, a part-time start and my confidence back.`,
    name: "Farah Aziz",
    title: msg`Data Analyst, Kuala Lumpur`,
    avatar: "/images/avatars/1.svg",
  },
  {
    quote: msg`I filtered for companies with equal pay and flexible working, applied to two of them, and signed an offer within a month. I finally work somewhere that asks how I am doing.`,
    name: "Deepa Krishnan",
    title: msg`Product Designer, Bengaluru`,
    avatar: "/images/avatars/2.svg",
  },
  {
    quote: msg`The career advice articles helped me negotiate my first salary as a team lead. I asked for more than I ever had before, and I got it.`,
    name: "Rina Kobayashi",
    title: msg`Engineering Team Lead, Tokyo`,
    avatar: "/images/avatars/3.svg",
  },
] as const;

/** Three quotes, one at a time, wrapping around. */
export function Testimonials() {
  const carousel = useCarousel(TESTIMONIALS.length);
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-testimonials"
      {...carousel.regionProps}
      className="mx-auto max-w-4xl px-4 py-16 text-center"
    >
      <h2 id="home-testimonials" className="text-3xl font-bold tracking-tight">
        <Trans>Stories from our community</Trans>
      </h2>
      <CarouselSlides
        carousel={carousel}
        slides={TESTIMONIALS}
        keyOf={(testimonial) => testimonial.name}
        className="mt-8"
        slideClassName="rounded-2xl"
      >
        {(testimonial) => (
          <figure
            data-testid="testimonial"
            className="flex h-full flex-col justify-center rounded-2xl bg-brand-50 px-6 py-10 md:px-12"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 32 24"
              className="mx-auto h-8 w-10 text-brand-600"
              fill="currentColor"
            >
              <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12zM19 24V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12z" />
            </svg>
            <blockquote className="mt-6 text-xl leading-relaxed text-ink md:text-2xl">
              <p>{i18n._(testimonial.quote)}</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
              <img
                src={testimonial.avatar}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="h-14 w-14 rounded-full"
              />
              <span>
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="block text-ink">{i18n._(testimonial.title)}</span>
              </span>
            </figcaption>
          </figure>
        )}
      </CarouselSlides>
      <CarouselControls
        carousel={carousel}
        previousLabel={t`Previous testimonial`}
        nextLabel={t`Next testimonial`}
        dotLabel={(page) => {
          const position = page + 1;
          return t`Show testimonial ${position}`;
        }}
        status={(page) => {
          const position = page + 1;
          const count = TESTIMONIALS.length;
          const name = TESTIMONIALS[page]!.name;
          return t`Testimonial ${position} of ${count}: ${name}`;
        }}
      />
    </section>
  );
}
