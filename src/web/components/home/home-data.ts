import type { EmploymentType, Workplace } from "#shared/constants.ts";

/** The slices of each record the home page shows: the loader sends only these to the browser. */
export type HomeJob = {
  id: string;
  title: string;
  companyName: string;
  companyLogoUrl: string | null;
  location: string | null;
  workplace: Workplace;
  employmentType: EmploymentType;
};
export type HomeCompany = {
  name: string;
  slug: string;
  logoUrl: string | null;
  tagline: string | null;
};
export type HomePost = {
  slug: string;
  title: string;
  author: string;
  coverImageUrl: string | null;
  description: string;
};
export type HomeVideo = {
  id: string;
  title: string;
  tag: string | null;
  thumbnailUrl: string | null;
  url: string;
};

/** The spec's blog card rule: the first 100 characters, then "..." when there was more. */
export const EXCERPT_LENGTH = 100;
export function cutDescription(text: string, length = EXCERPT_LENGTH): string {
  // Count characters, not UTF-16 units, so an emoji or a rare CJK character is never split.
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join("")}...` : text.trim();
}
