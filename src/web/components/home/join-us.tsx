import { Link } from "react-router";
import { CarouselControls } from "../carousel/carousel-controls.tsx";
import { useCarousel } from "../carousel/use-carousel.ts";

const SLIDES = [
  {
    headline: "Your next chapter starts here",
    line: "Create a free profile and find roles at companies that put women's careers first.",
    action: "Join Us",
  },
  {
    headline: "Grow with people who get it",
    line: "Meet mentors, coaches and peers at our events, and learn from their stories on the blog.",
    action: "Sign Up",
  },
  {
    headline: "Work somewhere that cares",
    line: "Every company here shows how it supports women at work. Sign up and find the one for you.",
    action: "Join Us",
  },
] as const;

/** The closing call to action: three slides, each leading to sign-up. */
export function JoinUs() {
  const carousel = useCarousel(SLIDES.length);
  return (
    <section
      aria-labelledby="home-join"
      {...carousel.regionProps}
      className="bg-brand-800 py-16 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="home-join" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          Join our community
        </h2>
        <div className="carousel-slides mt-4">
          {SLIDES.map((slide, index) => (
            <div
              key={slide.headline}
              {...carousel.slideProps(index)}
              data-testid="join-slide"
              className="carousel-slide rounded-xl py-2"
            >
              <h3 className="text-3xl font-bold tracking-tight md:text-4xl">{slide.headline}</h3>
              <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{slide.line}</p>
              <Link
                to="/register"
                className="mt-8 inline-block rounded-full bg-white px-8 py-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {slide.action}
              </Link>
            </div>
          ))}
        </div>
        <CarouselControls
          carousel={carousel}
          itemName="slide"
          tone="dark"
          dotLabel={(page) => `Show slide ${page + 1}`}
          status={(page) => `Slide ${page + 1} of ${SLIDES.length}: ${SLIDES[page]!.headline}`}
        />
      </div>
    </section>
  );
}
