import { z } from "zod";
import { COMPANY_SIZES, INITIATIVE_KEYS } from "../constants.ts";
import {
  optionalHttpUrl,
  optionalImageUrl,
  optionalSlug,
  optionalText,
  paginationQuery,
  timestamps,
} from "./common.ts";

export const companyInput = z.object({
  slug: optionalSlug,
  name: z.string({ message: "Name is required" }).trim().min(1, "Name is required").max(120),
  logoUrl: optionalImageUrl,
  website: optionalHttpUrl,
  tagline: optionalText(160),
  description: z.string().max(20_000).default(""),
  industry: optionalText(120),
  size: z.enum(COMPANY_SIZES).nullish(),
  headquarters: optionalText(120),
  initiatives: z
    .array(z.enum(INITIATIVE_KEYS))
    .max(INITIATIVE_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, "Each initiative only once")
    .default([]),
  featured: z.boolean().default(false),
  published: z.boolean().default(true),
});
export type CompanyInput = z.input<typeof companyInput>;

export const companySummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const company = companySummary.extend({
  website: z.string().nullable(),
  tagline: z.string().nullable(),
  description: z.string(),
  industry: z.string().nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  headquarters: z.string().nullable(),
  initiatives: z.array(z.enum(INITIATIVE_KEYS)),
  featured: z.boolean(),
  published: z.boolean(),
  openJobs: z.number().int(),
  ...timestamps,
});
export type Company = z.infer<typeof company>;

export const publicCompanyQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional(),
  initiative: z.enum(INITIATIVE_KEYS).optional(),
  featured: z.enum(["true", "false"]).optional(),
});
export const adminCompanyQuery = publicCompanyQuery.extend({
  status: z.enum(["published", "unpublished"]).optional(),
  sort: z.enum(["name", "-name", "createdAt", "-createdAt", "updatedAt", "-updatedAt"]).optional(),
});
