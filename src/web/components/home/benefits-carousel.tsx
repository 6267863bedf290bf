import { Link } from "react-router";
import { INITIATIVES, type Initiative } from "#shared/constants.ts";
import { CarouselControls } from "../carousel/carousel-controls.tsx";
import { pageRange, pagesOf, useCarousel } from "../carousel/use-carousel.ts";
import { InitiativeIcon } from "../companies/initiative-icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

export const BENEFITS_PER_PAGE = 3;

const EXPLANATIONS: Record<Initiative, string> = {
  "equal-pay":
    "Women and men in the same role are paid the same, and pay gaps are checked and closed every year.",
  "flexible-working":
    "Choose the hours and places that fit your life, from hybrid weeks to compressed schedules.",
  mentorship:
    "An experienced colleague is paired with you to grow your skills and your confidence.",
  "leadership-development":
    "Structured programmes prepare you for your first management role and the ones after it.",
  "paid-parental-leave":
    "Generous paid leave for every parent, so welcoming a child never costs you your career.",
  "return-to-work":
    "Returnships and phased schedules help you restart your career after a break of any length.",
  childcare:
    "On-site nurseries or childcare subsidies make the working day easier for parents of young children.",
  "breastfeeding-rooms":
    "Private, comfortable rooms and paid breaks support mothers who breastfeed at work.",
  sponsorship:
    "Senior leaders actively champion women for promotions, stretch projects and visible roles.",
  coaching: "Professional coaches help you set goals, handle change and negotiate with confidence.",
  "women-in-leadership":
    "Clear targets bring more women onto leadership teams and boards, with progress reported openly.",
  "womens-network":
    "Employee networks connect women across teams to share advice, contacts and opportunities.",
};

/** The twelve "Companies that Care" benefits, three per page with dot pagination. */
export function BenefitsCarousel() {
  const pages = pagesOf(INITIATIVES, BENEFITS_PER_PAGE);
  const carousel = useCarousel(pages.length);
  const range = (page: number) => pageRange(page, BENEFITS_PER_PAGE, INITIATIVES.length);

  return (
    <section
      aria-labelledby="home-benefits"
      {...carousel.regionProps}
      className="bg-brand-50 py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="home-benefits"
          title="See how Companies that Care Empower Women"
          intro="Every company on our platform shows which of these benefits it offers. Pick one to see who does."
        />
        <div className="carousel-slides mt-8">
          {pages.map((benefits, index) => (
            <div key={benefits[0]!.key} {...carousel.slideProps(index)} className="carousel-slide">
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
                    <h3 className="mt-4 text-lg font-semibold">
                      <Link
                        to={`/companies?initiative=${benefit.key}`}
                        className="text-ink after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
                      >
                        {benefit.label}
                      </Link>
                    </h3>
                    <p className="mt-2 text-muted">{EXPLANATIONS[benefit.key]}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <CarouselControls
          carousel={carousel}
          itemName="benefits"
          dotLabel={(page) => `Show benefits ${range(page)}`}
          status={(page) => `Showing benefits ${range(page)} of ${INITIATIVES.length}`}
        />
      </div>
    </section>
  );
}
