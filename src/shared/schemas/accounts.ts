import { z } from "zod";
import { MEMBER_ROLES, PASSWORD_MIN_LENGTH, ROLES } from "../constants.ts";
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from "../locales.ts";
import { requiredText } from "./common.ts";
import { labelled } from "./messages.ts";

// Trim first, then check: z.email().trim() ran the check on the untrimmed text, so an address
// with a trailing space (phone keyboards add one) was refused although it was meant to be trimmed.
const email = z
  .string({ error: labelled("E-mail address") })
  .trim()
  .max(254)
  .pipe(z.email("Enter a valid e-mail address"));

const newPassword = z
  .string({ error: labelled("Password") })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Use at most 200 characters");

const localeCode = z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]);
const locale = localeCode.default(DEFAULT_LOCALE.code);

export const registerInput = z.object({
  name: requiredText("Name", 120),
  email,
  password: newPassword,
  locale: locale.describe("The interface language she signed up in: her e-mails are in it."),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email,
  password: z
    .string({ error: labelled("Password") })
    .min(1)
    .max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const currentUser = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  emailVerified: z
    .boolean()
    .describe("Whether she confirmed her address (the link mailed at sign-up)"),
  locale: localeCode.describe("The language of her e-mails"),
  memberships: z
    .array(z.object({ companyId: z.uuid(), role: z.enum(MEMBER_ROLES) }))
    .describe("The companies she works for on the site (as owner or recruiter)"),
});
export type CurrentUser = z.infer<typeof currentUser>;
export type Membership = CurrentUser["memberships"][number];

/** What a member changes about herself on her account page. */
export const profileInput = z.object({
  name: requiredText("Name", 120),
  locale: localeCode.describe("The language of her e-mails"),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const authResult = z.object({ token: z.string(), user: currentUser });

/** "Forgot your password?": a link to choose a new one goes to the address, if it has an account. */
export const passwordResetRequest = z.object({
  email,
  locale: locale.describe("The interface language she asked from: the e-mail is in it."),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** The new password, with the token of the link that was e-mailed. */
export const passwordResetInput = z.object({
  token: z.string().min(10).max(200),
  password: newPassword,
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

/** A new password for the signed-in member, with her current one. */
export const passwordChangeInput = z.object({
  currentPassword: z
    .string({ error: labelled("Current password") })
    .min(1)
    .max(200),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** A new address for her account, with her password: it is hers once she opens the link mailed to it. */
export const emailChangeInput = z.object({
  newEmail: email,
  password: z
    .string({ error: labelled("Password") })
    .min(1)
    .max(200),
});
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

/** The token of the confirmation link mailed at sign-up. */
export const emailVerificationInput = z.object({ token: z.string().min(10).max(200) });

/** Another confirmation link, in the language she asks from. */
export const emailVerificationResend = z.object({
  locale: locale.describe("The interface language she asks from: the e-mail is in it."),
});

/** One of the signed-in member's sessions, so she can see where she is signed in and end it. */
export const accountSession = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastSeenAt: z.string().describe("When it was last used, to within a few minutes"),
  expiresAt: z.string().describe("It ends then, or sooner after 14 days unused"),
  userAgent: z.string().nullable().describe("The browser it was started from"),
  current: z.boolean().describe("The session of this request"),
});
export type AccountSession = z.infer<typeof accountSession>;

export const contactInput = z.object({
  name: requiredText("Name", 120),
  email,
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 10_000),
  locale: locale.describe(
    "The interface language the sender wrote from: her acknowledgement is in it.",
  ),
});
export type ContactInput = z.infer<typeof contactInput>;

export const newsletterInput = z.object({ email });
