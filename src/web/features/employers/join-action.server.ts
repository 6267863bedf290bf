import { data } from "react-router";
import { INITIATIVE_KEYS } from "#shared/constants.ts";
import { localePath } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { companyApplicationInput, employerSignUpInput } from "#shared/schemas/employers.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { refusedFieldErrors, validate } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { evidenceField, JOIN_FIELD_NAMES } from "./join-fields.ts";

/** What the company sign-up form's post answers; the password is never sent back. */
export type JoinAnswer =
  | { joined: true; token: string | null; user: CurrentUser; workspace: string }
  | {
      joined: false;
      values: Record<string, string>;
      claimed: string[];
      errors: Record<string, string>;
      message: string | null;
    };

/**
 * A company signs up: with a new account when no one is signed in (the same checks and limits
 * as any sign-up), or as another company of the person who is. Anything wrong answers with the
 * form as it was typed (but the password) and why, beside each field, in the page's language.
 */
export async function joinAction(request: Request, values: RequestValues) {
  const { services, clientAddress, origin, session } = values;
  const { locale, i18n } = await requestI18n(request);
  const text = await readFormFields(request);
  const claimed = text.all("initiatives").filter((key) => INITIATIVE_KEYS.includes(key as never));
  const typed = Object.fromEntries(
    ["companyName", "website", "country", "name", "email", ...claimed.map(evidenceField)].map(
      (field) => [field, text(field)],
    ),
  );
  const input = {
    companyName: typed.companyName,
    website: typed.website,
    country: typed.country,
    initiatives: Object.fromEntries(claimed.map((key) => [key, text(evidenceField(key))])),
    name: typed.name,
    email: typed.email,
    password: text("password"),
    locale: locale.code,
  };
  const refused = (status: number, errors: Record<string, string>, message: string | null) =>
    data<JoinAnswer>({ joined: false, values: typed, claimed, errors, message }, { status });

  const viewer = await session.viewer();
  const workspace = localePath(locale, "/employer");
  const client = {
    address: clientAddress,
    userAgent: request.headers.get("user-agent") ?? undefined,
  };
  try {
    if (viewer) {
      const checked = validate(i18n, companyApplicationInput, input, JOIN_FIELD_NAMES);
      if (!checked.ok) return refused(400, checked.errors, null);
      await services.employers.apply(viewer, checked.data);
      return { joined: true, token: null, user: viewer, workspace } satisfies JoinAnswer;
    }
    const checked = validate(i18n, employerSignUpInput, input, JOIN_FIELD_NAMES);
    if (!checked.ok) return refused(400, checked.errors, null);
    const signedUp = await services.employers.signUp(checked.data, client, origin);
    session.start(signedUp.token);
    return { joined: true, ...signedUp, workspace } satisfies JoinAnswer;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || refusal.status < 400 || refusal.status >= 500) throw error;
    return refused(
      refusal.status,
      refusedFieldErrors(i18n, error, JOIN_FIELD_NAMES),
      refusalMessage(i18n, refusal),
    );
  }
}
