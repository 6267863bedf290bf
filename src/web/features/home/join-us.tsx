import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CarouselControls } from "../../components/carousel/carousel-controls.tsx";
import { CarouselSlides } from "../../components/carousel/carousel-slides.tsx";
import { useCarousel } from "../../components/carousel/use-carousel.ts";
import { Link } from "../../i18n/link.tsx";
import { MemberSwap, useIsMember } from "../auth/member-swap.tsx";
import { useSignInLinks } from "../auth/use-sign-in-links.ts";

type Words = { visitor: MessageDescriptor; member: MessageDescriptor };
type Action = { label: Words; memberTo: string };

/** Each slide asks a visitor to sign up; a member is offered something to use instead. */
const SLIDES: ReadonlyArray<{ headline: MessageDescriptor; line: Words; action: Action }> = [
  {
    headline: msg`Your next chapter starts here`,
    line: {
      visitor: msg`Create a free profile and find roles at companies that put women's careers first.`,
      member: msg`Find roles at companies that put women's careers first, and apply today.`,
    },
    action: { label: { visitor: msg`Join Us`, member: msg`Search jobs` }, memberTo: "/jobs" },
  },
  {
    headline: msg`Grow with people who get it`,
    line: {
      visitor: msg`Meet mentors, coaches and peers at our events, and learn from their stories on the blog.`,
      member: msg`Meet mentors, coaches and peers at our events, and learn from their stories on the blog.`,
    },
    action: { label: { visitor: msg`Sign Up`, member: msg`See events` }, memberTo: "/events" },
  },
  {
    headline: msg`Work somewhere that cares`,
    line: {
      visitor: msg`Every company here shows how it supports women at work. Sign up and find the one for you.`,
      member: msg`Every company here shows how it supports women at work. Find the one for you.`,
    },
    action: {
      label: { visitor: msg`Join Us`, member: msg`Meet the companies` },
      memberTo: "/companies",
    },
  },
];

/** The closing call to action: three slides, each leading to sign-up (for a visitor). */
export function JoinUs() {
  const carousel = useCarousel(SLIDES.length);
  const isMember = useIsMember();
  const { register } = useSignInLinks();
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-join"
      {...carousel.regionProps}
      className="bg-brand-800 py-16 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="home-join" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          {/* One short line either way, centred: swapping it moves nothing. */}
          {isMember ? <Trans>Your community</Trans> : <Trans>Join our community</Trans>}
        </h2>
        <CarouselSlides
          carousel={carousel}
          slides={SLIDES}
          keyOf={(slide) => slide.action.memberTo}
          className="mt-4"
          slideClassName="rounded-xl py-2"
          slideTestId="join-slide"
        >
          {(slide) => (
            <>
              <h3 className="text-3xl font-bold tracking-tight md:text-4xl">
                {i18n._(slide.headline)}
              </h3>
              <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
                <MemberSwap
                  block
                  visitor={i18n._(slide.line.visitor)}
                  member={i18n._(slide.line.member)}
                />
              </p>
              <Link
                to={isMember ? slide.action.memberTo : register}
                className="mt-8 inline-block rounded-full bg-white px-8 py-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <MemberSwap
                  visitor={i18n._(slide.action.label.visitor)}
                  member={i18n._(slide.action.label.member)}
                />
              </Link>
            </>
          )}
        </CarouselSlides>
        <CarouselControls
          carousel={carousel}
          previousLabel={t`Previous slide`}
          nextLabel={t`Next slide`}
          tone="dark"
          dotLabel={(page) => {
            const position = page + 1;
            return t`Show slide ${position}`;
          }}
          status={(page) => {
            const position = page + 1;
            const count = SLIDES.length;
            const headline = i18n._(SLIDES[page]!.headline);
            return t`Slide ${position} of ${count}: ${headline}`;
          }}
        />
      </div>
    </section>
  );
}
