import type { BlogPost } from "#shared/schemas/blogs.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import type { VideoCardData } from "../videos/video-card.tsx";

/** The slices of each record the home page shows: the loader sends only these to the browser. */
export type HomeJob = Pick<
  Job,
  "id" | "title" | "location" | "workplace" | "employmentType" | "language"
> & {
  companyName: string;
  companyLogoUrl: string | null;
};
export type HomeCompany = Pick<Company, "name" | "slug" | "logoUrl" | "tagline">;
export type HomePost = Pick<
  BlogPost,
  "slug" | "title" | "author" | "coverImageUrl" | "language"
> & {
  description: string;
};
export type HomeVideo = VideoCardData;

/** A home blog card's text: the first 100 characters, then "..." when there was more. */
export const EXCERPT_LENGTH = 100;
export function cutDescription(text: string, length = EXCERPT_LENGTH): string {
  // Count characters, not UTF-16 units, so an emoji or a rare CJK character is never split.
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join("")}...` : text.trim();
}

export function toHomeJob(job: Job): HomeJob {
  return {
    id: job.id,
    title: job.title,
    companyName: job.company.name,
    companyLogoUrl: job.company.logoUrl,
    location: job.location,
    workplace: job.workplace,
    employmentType: job.employmentType,
    language: job.language,
  };
}

export function toHomeCompany(company: Company): HomeCompany {
  return {
    name: company.name,
    slug: company.slug,
    logoUrl: company.logoUrl,
    tagline: company.tagline,
  };
}

/** `text` is the post's excerpt, or its body as plain text when it has none. */
export function toHomePost(post: BlogPost, text: string): HomePost {
  return {
    slug: post.slug,
    title: post.title,
    author: post.author,
    coverImageUrl: post.coverImageUrl,
    language: post.language,
    description: cutDescription(text),
  };
}
