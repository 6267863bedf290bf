import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { SITE_NAME } from "#shared/site.ts";
import { AcademyPromo } from "../../components/home/academy-promo.tsx";
import { BenefitsCarousel } from "../../components/home/benefits-carousel.tsx";
import { BlogCards } from "../../components/home/blog-cards.tsx";
import { Hero } from "../../components/home/hero.tsx";
import { toHomeCompany, toHomeJob, toHomePost } from "../../components/home/home-data.ts";
import { JobsSlider } from "../../components/home/jobs-slider.tsx";
import { LogoStrip } from "../../components/home/logo-strip.tsx";
import { Testimonials } from "../../components/home/testimonials.tsx";
import { VideoCards } from "../../components/home/video-cards.tsx";
import { websiteJsonLd } from "../../components/home/website-json-ld.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { toVideoCard } from "../../components/videos/video-card.tsx";
import { JoinUs } from "../../features/home/join-us.tsx";
import { NewsletterSection } from "../../features/newsletter/newsletter-section.tsx";
import { savedJobIds } from "../../features/saved-jobs/saved-marks.server.ts";
import { HeroSearch } from "../../features/search/hero-search.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { useLocalize } from "../../i18n/locale-provider.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/home.ts";

// What the home page shows: 6 jobs in the slider, 12 logos, 3 posts, 3 videos.
const SLIDER_JOBS = 6;
const STRIP_COMPANIES = 12;
const BLOG_CARDS = 3;
const VIDEO_CARDS = 3;

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  // The home page leads with the brand, so its title is set whole rather than "<page> | <brand>".
  const title = t(i18n)`${SITE_NAME} | Jobs at Companies that Care`;
  return pageMeta({
    title: SITE_NAME,
    description: t(
      i18n,
    )`A career platform for diverse talent in Asia: find jobs at Companies that Care, with equal pay, flexible working and paid parental leave, plus career advice, events and videos.`,
    matches,
    path: "/",
  }).map((tag) => ("title" in tag ? { title } : tag));
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const [jobs, companies, posts, videos] = await Promise.all([
    services.jobs.listPublic({ page: 1, pageSize: SLIDER_JOBS, sort: "newest" }),
    services.companies.listPublic({ page: 1, pageSize: STRIP_COMPANIES, featured: "true" }),
    services.blogs.listPublic({ page: 1, pageSize: BLOG_CARDS }),
    services.videos.listPublic({ page: 1, pageSize: VIDEO_CARDS }),
  ]);
  // Only what the cards show travels to the browser.
  const homePosts = await Promise.all(
    posts.items.map(async (post) =>
      toHomePost(post, post.excerpt?.trim() || (await services.markdown.toText(post.body))),
    ),
  );
  return {
    origin,
    openJobs: jobs.total,
    jobs: jobs.items.map(toHomeJob),
    savedJobIds: await savedJobIds(
      context.get(requestContext),
      jobs.items.map((job) => job.id),
    ),
    companies: companies.items.map(toHomeCompany),
    posts: homePosts,
    videos: videos.items.map(toVideoCard),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { origin, openJobs, jobs, companies, posts, videos } = loaderData;
  const { i18n } = useLingui();
  const localize = useLocalize();
  // SITE_TAGLINE (#shared/site.ts), in the page's language.
  const tagline = t(i18n)`A Career Platform for Diverse Talent`;
  return (
    <>
      <JsonLd data={websiteJsonLd(origin, tagline, localize)} />
      <Hero openJobs={openJobs} search={<HeroSearch />} />
      <LogoStrip companies={companies} />
      <JobsSlider jobs={jobs} />
      <BelowFold>
        <BenefitsCarousel />
      </BelowFold>
      <BelowFold>
        <AcademyPromo company={companies[0] ?? null} />
      </BelowFold>
      <BelowFold>
        <BlogCards posts={posts} />
      </BelowFold>
      <BelowFold>
        <VideoCards videos={videos} />
      </BelowFold>
      <BelowFold>
        <Testimonials />
      </BelowFold>
      <BelowFold>
        <NewsletterSection />
      </BelowFold>
      <BelowFold>
        <JoinUs />
      </BelowFold>
    </>
  );
}

/**
 * A section that starts below the first screen (app.css, "below-fold"): the browser lays it out
 * and paints it only when it comes near the viewport, so the first paint of this long page
 * waits for the hero, the logos and the job slider alone.
 */
function BelowFold({ children }: { children: React.ReactNode }) {
  return <div className="below-fold">{children}</div>;
}
