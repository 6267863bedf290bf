import { z } from "zod";
import { COMPANY_STATUSES, INITIATIVE_KEYS, MEMBER_ROLES } from "../constants.ts";
import { registerInput } from "./accounts.ts";
import { optionalCountry, requiredText, webAddress } from "./common.ts";
import { labelled } from "./messages.ts";

/** What a company says of one initiative it offers: the evidence an admin checks. */
export const EVIDENCE_MAX = 600;
const evidence = requiredText("Evidence", EVIDENCE_MAX).describe(
  "How the company offers it, in a sentence or two: what an admin checks before it shows as verified.",
);

/** The initiatives a company claims, each with its evidence (at least one). */
export const initiativeClaims = z
  .partialRecord(z.enum(INITIATIVE_KEYS, { error: labelled("Initiative") }), evidence, {
    error: labelled("Initiatives"),
  })
  .refine((claims) => Object.keys(claims).length > 0, {
    message: "Choose at least one initiative you offer",
    params: { rule: "choose-one" },
  });
export type InitiativeClaims = z.infer<typeof initiativeClaims>;

/** A company joining the platform: it waits for an admin's approval before anything is public. */
export const companyApplicationInput = z.object({
  companyName: requiredText("Company name", 120),
  website: webAddress("Website"),
  country: optionalCountry,
  initiatives: initiativeClaims,
});
export type CompanyApplicationInput = z.infer<typeof companyApplicationInput>;

/** The same, with the account of the person who signs the company up (its first owner). */
export const employerSignUpInput = companyApplicationInput.extend(registerInput.shape);
export type EmployerSignUpInput = z.infer<typeof employerSignUpInput>;

/** A company as its own people see it in their workspace's list of companies. */
export const employerCompany = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  declineReason: z.string().nullable(),
  trusted: z.boolean(),
  role: z.enum(MEMBER_ROLES),
});
export type EmployerCompany = z.infer<typeof employerCompany>;

/** Why an admin declines a company (e-mailed to its owners) or takes a job down. */
export const moderationReason = z.object({
  reason: requiredText("Reason", 1_000),
});
