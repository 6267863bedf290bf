import { z } from "zod";
import { POST_STATUSES } from "../constants.ts";
import {
  httpUrl,
  optionalImageUrl,
  optionalIsoDateTime,
  optionalSlug,
  optionalText,
  paginationQuery,
  timestamps,
} from "./common.ts";

export const blogPostInput = z.object({
  slug: optionalSlug,
  title: z.string({ message: "Title is required" }).trim().min(1, "Title is required").max(200),
  author: z.string().trim().max(120).default(""),
  excerpt: optionalText(300),
  body: z.string().max(100_000).default(""),
  coverImageUrl: optionalImageUrl,
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  status: z.enum(POST_STATUSES).default("draft"),
  publishedAt: optionalIsoDateTime,
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
  title: z.string({ message: "Title is required" }).trim().min(1, "Title is required").max(200),
  tag: optionalText(60),
  thumbnailUrl: optionalImageUrl,
  // Required as a plain string: a refine on an optional field never runs when the key is absent,
  // which let a video without any URL through and stored it with url "".
  url: z
    .string({ message: "Video URL is required" })
    .trim()
    .min(1, "Video URL is required")
    .pipe(httpUrl),
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
