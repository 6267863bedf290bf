import { z } from "zod";
import { POST_STATUSES } from "../constants.ts";
import {
  contentLanguage,
  optionalImageUrl,
  optionalIsoDateTime,
  optionalSlug,
  optionalText,
  paginationQuery,
  requiredText,
  timestamps,
  webAddress,
} from "./common.ts";
import { labelled } from "./messages.ts";

const tag = z
  .string({ error: labelled("Each tag") })
  .trim()
  .min(1)
  .max(40);

export const blogPostInput = z.object({
  slug: optionalSlug,
  title: requiredText("Title", 200),
  author: z
    .string({ error: labelled("Author") })
    .trim()
    .max(120)
    .default(""),
  excerpt: optionalText("Excerpt", 300),
  body: z
    .string({ error: labelled("Body") })
    .max(100_000)
    .default(""),
  coverImageUrl: optionalImageUrl("Cover image"),
  tags: z
    .array(tag, { error: labelled("Tags") })
    .max(20)
    .default([]),
  status: z.enum(POST_STATUSES, { error: labelled("Status") }).default("draft"),
  publishedAt: optionalIsoDateTime,
  language: contentLanguage,
});
export type BlogPostInput = z.input<typeof blogPostInput>;

export const blogPost = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  excerpt: z.string().nullable(),
  body: z.string(),
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(POST_STATUSES),
  publishedAt: z.string().nullable(),
  language: z.string().describe("The BCP 47 tag of the language the post is written in."),
  ...timestamps,
});
export type BlogPost = z.infer<typeof blogPost>;

export const publicBlogQuery = paginationQuery.extend({
  tag: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
});
export const adminBlogQuery = publicBlogQuery.extend({
  status: z.enum(POST_STATUSES).optional(),
  sort: z
    .enum(["publishedAt", "-publishedAt", "title", "-title", "updatedAt", "-updatedAt"])
    .optional(),
});

export const videoInput = z.object({
  title: requiredText("Title", 200),
  tag: optionalText("Tag", 60),
  thumbnailUrl: optionalImageUrl("Thumbnail"),
  // Required as a plain string: a refine on an optional field never runs when the key is absent,
  // which let a video without any URL through and stored it with url "".
  url: webAddress("Video URL"),
  publishedAt: optionalIsoDateTime,
});
export type VideoInput = z.input<typeof videoInput>;

export const video = z.object({
  id: z.uuid(),
  title: z.string(),
  tag: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  url: z.string(),
  publishedAt: z.string(),
  ...timestamps,
});
export type Video = z.infer<typeof video>;

export const videoQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(60).optional(),
});

/** What the blog API answers and takes, and how its lists are queried. */
export const blogPostSchemas = {
  item: blogPost,
  input: blogPostInput,
  adminQuery: adminBlogQuery,
  publicQuery: publicBlogQuery,
};

/** What the video API answers and takes; the public and the admin query lists alike. */
export const videoSchemas = {
  item: video,
  input: videoInput,
  adminQuery: videoQuery,
  publicQuery: videoQuery,
};
