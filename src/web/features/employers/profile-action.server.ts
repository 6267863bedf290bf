import { msg, t } from "@lingui/core/macro";
import { data } from "react-router";
import { INITIATIVE_KEYS } from "#shared/constants.ts";
import { companyProfileInput } from "#shared/schemas/employers.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { type FieldNames, validate } from "../../lib/form-errors.ts";
import { readForm, textFields } from "../../lib/form-fields.server.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import { type AccountFormAnswer, accountForm, requireMember } from "../account/member.server.ts";
import { evidenceField, JOIN_FIELD_NAMES } from "./join-fields.ts";

const FIELD_NAMES: FieldNames = {
  ...JOIN_FIELD_NAMES,
  tagline: msg`Tagline`,
  description: msg`About the company`,
  industry: msg`Industry`,
  headquarters: msg`Headquarters`,
};
/** The logo's own limit: the upload service's. */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The company profile form: its fields, the initiatives it claims with their evidence, and a
 * new logo if one is attached (stored through the upload service's checks first). Answers
 * done, or what to correct beside each field, in the page's language.
 */
export async function profileAction(request: Request, values: RequestValues, companyId: string) {
  const member = await requireMember(request, values);
  const { i18n } = await requestI18n(request);
  const form = await readForm(request);
  const text = textFields(form, 20_000);
  const claimed = text.all("initiatives").filter((key) => INITIATIVE_KEYS.includes(key as never));
  const input = {
    logoUrl: text("removeLogo") ? "" : text("logoUrl"),
    website: text("website"),
    tagline: text("tagline"),
    description: text("description"),
    industry: text("industry"),
    size: text("size") || null,
    headquarters: text("headquarters"),
    country: text("country"),
    applicationNotices: text("applicationNotices"),
    language: text("language"),
    initiatives: Object.fromEntries(claimed.map((key) => [key, text(evidenceField(key))])),
  };
  // Refused, the form comes back as it was typed (a form posted without script included).
  const refused = (answer: AccountFormAnswer, status: number) =>
    data<ProfileAnswer>({ ...answer, typed: { ...input, size: input.size ?? "" } }, { status });

  const checked = validate(i18n, companyProfileInput, input, FIELD_NAMES);
  if (!checked.ok) {
    return refused({ intent: "profile", done: false, errors: checked.errors, message: null }, 400);
  }
  // The logo is stored only once the rest is right and she may change the profile.
  const logo = form.get("logo");
  if (logo instanceof File && logo.size > 0) {
    if (logo.size > LOGO_MAX_BYTES) {
      const errors = { logo: t(i18n)`The image is larger than 5 MB` };
      return refused({ intent: "profile", done: false, errors, message: null }, 400);
    }
    try {
      const image = Buffer.from(await logo.arrayBuffer());
      checked.data.logoUrl = await values.services.employers.uploadLogo(member, companyId, image);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 404) rethrowNotFound(error);
      if (!refusal || refusal.status >= 500) throw error;
      const errors = { logo: refusalMessage(i18n, refusal) };
      return refused({ intent: "profile", done: false, errors, message: null }, refusal.status);
    }
  }
  const answer = await accountForm(i18n, "profile", FIELD_NAMES, () =>
    values.services.employers.updateProfile(member, companyId, checked.data).catch(rethrowNotFound),
  );
  return "data" in answer ? refused(answer.data, answer.init?.status ?? 400) : answer;
}

/** The profile form as it was typed: text fields, and the claims with their evidence. */
type ProfileTyped = Record<
  | "logoUrl"
  | "website"
  | "tagline"
  | "description"
  | "industry"
  | "size"
  | "headquarters"
  | "country"
  | "applicationNotices"
  | "language",
  string
> & { initiatives: Record<string, string> };

/** What the profile form's post answers: done, or what to correct with what was typed. */
export type ProfileAnswer = AccountFormAnswer & { typed?: ProfileTyped };
