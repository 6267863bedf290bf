import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { INITIATIVES, type Initiative } from "#shared/constants.ts";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { CardTitle } from "../card.tsx";
import { PagedCarouselControls } from "../carousel/carousel-controls.tsx";
import { CarouselSlides } from "../carousel/carousel-slides.tsx";
import { pagesOf, useCarousel } from "../carousel/use-carousel.ts";
import { InitiativeIcon } from "../companies/initiative-icon.tsx";
import { HomeSection } from "./section-heading.tsx";

export const BENEFITS_PER_PAGE = 3;

const EXPLANATIONS: Record<Initiative, MessageDescriptor> = {
  "equal-pay": msg`Women and men in the same role are paid the same, and pay gaps are checked and closed every year.`,
  "flexible-working": msg`Choose the hours and places that fit your life, from hybrid weeks to compressed schedules.`,
  mentorship: msg`An experienced colleague is paired with you to grow your skills and your confidence.`,
  "leadership-development": msg`Structured programmes prepare you for your first management role and the ones after it.`,
  "paid-parental-leave": msg`Generous paid leave for every parent, so welcoming a child never costs you your career.`,
  "return-to-work": msg`Returnships and phased schedules help you restart your career after a break of any length.`,
  childcare: msg`On-site nurseries or childcare subsidies make the working day easier for parents of young children.`,
  "breastfeeding-rooms": msg`Private, comfortable rooms and paid breaks support mothers who breastfeed at work.`,
  sponsorship: msg`Senior leaders actively champion women for promotions, stretch projects and visible roles.`,
  coaching: msg`Professional coaches help you set goals, handle change and negotiate with confidence.`,
  "women-in-leadership": msg`Clear targets bring more women onto leadership teams and boards, with progress reported openly.`,
  "womens-network": msg`Employee networks connect women across teams to share advice, contacts and opportunities.`,
};

/** The twelve "Companies that Care" benefits, three per page with dot pagination. */
export function BenefitsCarousel() {
  const pages = pagesOf(INITIATIVES, BENEFITS_PER_PAGE);
  const carousel = useCarousel(pages.length);
  const { t, i18n } = useLingui();

  return (
    <HomeSection
      id="home-benefits"
      band="bg-brand-50"
      {...carousel.regionProps}
      title={t`See how Companies that Care Empower Women`}
      intro={t`Every company on our platform shows which of these benefits it offers. Pick one to see who does.`}
    >
      <CarouselSlides
        carousel={carousel}
        slides={pages}
        keyOf={(benefits) => benefits[0]!.key}
        className="mt-8"
      >
        {(benefits) => (
          <ul className="grid gap-4 md:grid-cols-3">
            {benefits.map((benefit) => (
              <li
                key={benefit.key}
                data-testid="benefit-card"
                className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100 hover:ring-brand-600"
              >
                <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-100 text-brand-700">
                  <InitiativeIcon initiative={benefit.key} className="h-7 w-7" />
                </span>
                <CardTitle
                  to={`/companies?initiative=${benefit.key}`}
                  className="mt-4"
                  roundCorners
                >
                  {i18n._(INITIATIVE_LABELS[benefit.key])}
                </CardTitle>
                <p className="mt-2 text-muted">{i18n._(EXPLANATIONS[benefit.key])}</p>
              </li>
            ))}
          </ul>
        )}
      </CarouselSlides>
      <PagedCarouselControls
        carousel={carousel}
        pageSize={BENEFITS_PER_PAGE}
        total={INITIATIVES.length}
        previousLabel={t`Previous benefits`}
        nextLabel={t`Next benefits`}
        dotLabel={({ first, last }) => t`Show benefits ${first} to ${last}`}
        status={({ first, last, total }) => t`Showing benefits ${first} to ${last} of ${total}`}
      />
    </HomeSection>
  );
}
