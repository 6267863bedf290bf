import { Link } from "react-router";
import { CarouselControls } from "../../components/carousel/carousel-controls.tsx";
import { CarouselSlides } from "../../components/carousel/carousel-slides.tsx";
import { useCarousel } from "../../components/carousel/use-carousel.ts";
import { MemberSwap, useIsMember } from "../auth/member-swap.tsx";
import { useSignInLinks } from "../auth/use-sign-in-links.ts";

type Words = { visitor: string; member: string };
type Action = { label: Words; memberTo: string };

/** Each slide asks a visitor to sign up; a member is offered something to use instead. */
const SLIDES: ReadonlyArray<{ headline: string; line: Words; action: Action }> = [
  {
    headline: "Your next chapter starts here",
    line: {
      visitor: "Create a free profile and find roles at companies that put women's careers first.",
      member: "Find roles at companies that put women's careers first, and apply today.",
    },
    action: { label: { visitor: "Join Us", member: "Search jobs" }, memberTo: "/jobs" },
  },
  {
    headline: "Grow with people who get it",
    line: {
      visitor:
        "Meet mentors, coaches and peers at our events, and learn from their stories on the blog.",
      member:
        "Meet mentors, coaches and peers at our events, and learn from their stories on the blog.",
    },
    action: { label: { visitor: "Sign Up", member: "See events" }, memberTo: "/events" },
  },
  {
    headline: "Work somewhere that cares",
    line: {
      visitor:
        "Every company here shows how it supports women at work. Sign up and find the one for you.",
      member: "Every company here shows how it supports women at work. Find the one for you.",
    },
    action: { label: { visitor: "Join Us", member: "Meet the companies" }, memberTo: "/companies" },
  },
];

/** The closing call to action: three slides, each leading to sign-up (for a visitor). */
export function JoinUs() {
  const carousel = useCarousel(SLIDES.length);
  const isMember = useIsMember();
  const { register } = useSignInLinks();
  return (
    <section
      aria-labelledby="home-join"
      {...carousel.regionProps}
      className="bg-brand-800 py-16 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="home-join" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {/* One short line either way, centred: swapping it moves nothing. */}
          {isMember ? "Your community" : "Join our community"}
        </h2>
        <CarouselSlides
          carousel={carousel}
          slides={SLIDES}
          keyOf={(slide) => slide.headline}
          className="mt-4"
          slideClassName="rounded-xl py-2"
          slideTestId="join-slide"
        >
          {(slide) => (
            <>
              <h3 className="text-3xl font-bold tracking-tight md:text-4xl">{slide.headline}</h3>
              <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
                <MemberSwap block visitor={slide.line.visitor} member={slide.line.member} />
              </p>
              <Link
                to={isMember ? slide.action.memberTo : register}
                className="mt-8 inline-block rounded-full bg-white px-8 py-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <MemberSwap
                  visitor={slide.action.label.visitor}
                  member={slide.action.label.member}
                />
              </Link>
            </>
          )}
        </CarouselSlides>
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
