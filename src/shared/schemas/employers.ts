import { z } from "zod";
import { COMPANY_STATUSES, INITIATIVE_KEYS, MEMBER_ROLES } from "../constants.ts";
import { registerInput } from "./accounts.ts";
import { optionalCountry, requiredText, webAddress } from "./common.ts";
import { companyInput } from "./companies.ts";
import { job } from "./jobs.ts";
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
export const MODERATION_REASON_MAX = 1_000;
export const moderationReason = z.object({
  reason: requiredText("Reason", MODERATION_REASON_MAX),
});

/** One of a company's jobs as its people see it: the job and how it is doing. */
export const employerJob = job.extend({
  views: z.number().int().describe("Times its page was opened"),
  applyClicks: z
    .number()
    .int()
    .describe("Clicks on its apply link or address (url and e-mail jobs)"),
  applications: z.number().int().describe("Applications made on this site, withdrawn ones aside"),
});
export type EmployerJob = z.infer<typeof employerJob>;

/** How long a renewal keeps a job on the site, from today or from its expiry if later. */
export const RENEWAL_DAYS = 30;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** A colleague invited by e-mail, with the part she will have. */
export const invitationInput = z.object({
  email: z
    .string({ error: labelled("E-mail address") })
    .trim()
    .max(254)
    .pipe(z.email("Enter a valid e-mail address")),
  role: z.enum(MEMBER_ROLES, { error: labelled("Role") }).default("recruiter"),
});
export type InvitationInput = z.infer<typeof invitationInput>;

export const memberRoleInput = z.object({
  role: z.enum(MEMBER_ROLES, { error: labelled("Role") }),
});

/** The people of a company, and the invitations not yet accepted (which only owners see). */
export const companyPeople = z.object({
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(MEMBER_ROLES),
      since: z.string(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      role: z.enum(MEMBER_ROLES),
      expiresAt: z.string(),
    }),
  ),
});
export type CompanyPeople = z.infer<typeof companyPeople>;

/** The token of an invitation's link. */
export const invitationToken = z.object({ token: z.string().min(10).max(200) });

/** What an invitation's link shows before she accepts it. */
export const invitationPreview = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  email: z.string().describe("The address it was sent to: she accepts it signed in with that one"),
  role: z.enum(MEMBER_ROLES),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/**
 * What a company's owners change of its profile themselves: not its name (which we approved),
 * nor featuring, publishing, trust or verification. A claim they add waits for our check.
 */
export const companyProfileInput = companyInput
  .pick({
    logoUrl: true,
    website: true,
    tagline: true,
    description: true,
    industry: true,
    size: true,
    headquarters: true,
    country: true,
    applicationNotices: true,
    language: true,
  })
  .extend({
    logoUrl: z
      .union([
        z.literal(""),
        z.string().regex(/^\/uploads\/logos\/[\w-]{1,64}\.webp$/, "Upload the logo on this site"),
      ])
      .nullish()
      .describe("A logo uploaded here (POST /api/uploads?kind=logo): no image from elsewhere."),
    initiatives: initiativeClaims,
  });
export type CompanyProfileInput = z.infer<typeof companyProfileInput>;
