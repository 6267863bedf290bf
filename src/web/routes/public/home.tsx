import { SITE_NAME, SITE_TAGLINE } from "#shared/site.ts";
import { AcademyPromo } from "../../components/home/academy-promo.tsx";
import { BenefitsCarousel } from "../../components/home/benefits-carousel.tsx";
import { BlogCards } from "../../components/home/blog-cards.tsx";
import { Hero } from "../../components/home/hero.tsx";
import {
  cutDescription,
  type HomeCompany,
  type HomeJob,
  type HomePost,
  type HomeVideo,
} from "../../components/home/home-data.ts";
import { JobsSlider } from "../../components/home/jobs-slider.tsx";
import { LogoStrip } from "../../components/home/logo-strip.tsx";
import { Testimonials } from "../../components/home/testimonials.tsx";
import { VideoCards } from "../../components/home/video-cards.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { JoinUs } from "../../features/home/join-us.tsx";
import { NewsletterSection } from "../../features/newsletter/newsletter-section.tsx";
import { requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/home.ts";

// The spec's counts (§9): 6 jobs in the slider, 12 logos, 3 posts, 3 videos.
const SLIDER_JOBS = 6;
const STRIP_COMPANIES = 12;
const BLOG_CARDS = 3;
const VIDEO_CARDS = 3;

const TITLE = `${SITE_NAME} | Jobs at Companies that Care`;
const DESCRIPTION =
  "A career platform for diverse talent in Asia: find jobs at Companies that Care, with equal pay, flexible working and paid parental leave, plus career advice, events and videos.";

export function meta({ matches }: Route.MetaArgs) {
  // The home page leads with the brand, so its title is set whole rather than "<page> | <brand>".
  return pageMeta({
    title: SITE_NAME,
    description: DESCRIPTION,
    origin: originOf(matches),
    path: "/",
  }).map((tag) => ("title" in tag ? { title: TITLE } : tag));
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
  const homeJobs: HomeJob[] = jobs.items.map((job) => ({
    id: job.id,
    title: job.title,
    companyName: job.company.name,
    companyLogoUrl: job.company.logoUrl,
    location: job.location,
    workplace: job.workplace,
    employmentType: job.employmentType,
  }));
  const homeCompanies: HomeCompany[] = companies.items.map((company) => ({
    name: company.name,
    slug: company.slug,
    logoUrl: company.logoUrl,
    tagline: company.tagline,
  }));
  const homePosts: HomePost[] = await Promise.all(
    posts.items.map(async (post) => ({
      slug: post.slug,
      title: post.title,
      author: post.author,
      coverImageUrl: post.coverImageUrl,
      description: cutDescription(
        post.excerpt?.trim() || (await services.markdown.toText(post.body)),
      ),
    })),
  );
  const homeVideos: HomeVideo[] = videos.items.map((video) => ({
    id: video.id,
    title: video.title,
    tag: video.tag,
    thumbnailUrl: video.thumbnailUrl,
    url: video.url,
  }));
  return {
    origin,
    openJobs: jobs.total,
    jobs: homeJobs,
    companies: homeCompanies,
    posts: homePosts,
    videos: homeVideos,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { origin, openJobs, jobs, companies, posts, videos } = loaderData;
  return (
    <>
      {/* Lets search engines offer a job search box for the site. */}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: SITE_NAME,
          description: SITE_TAGLINE,
          url: `${origin}/`,
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${origin}/jobs?q={search_term_string}` },
            "query-input": "required name=search_term_string",
          },
        }}
      />
      <Hero openJobs={openJobs} />
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
