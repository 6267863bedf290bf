import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import {
  emailVerificationInput,
  passwordResetInput,
  passwordResetRequest,
} from "#shared/schemas/accounts.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { type FieldNames, refusedFieldErrors, validate } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";

/** What the forms of the e-mailed links answer: done, or what was wrong (beside a field, or for the whole form). */
export type AccountLinkActionData =
  | { done: true; email?: string }
  | { done: false; email?: string; errors: Record<string, string>; message: string | null };

const FIELD_NAMES: FieldNames = {
  email: msg`E-mail address`,
  password: { label: msg`Password`, advice: true },
};

/** A refusal of the service, in the page's language; anything but a 4xx is not ours to word. */
function refused(i18n: Parameters<typeof refusalMessage>[0], error: unknown, email?: string) {
  const refusal = refusalOf(error);
  if (!refusal || refusal.status < 400 || refusal.status >= 500) throw error;
  return data<AccountLinkActionData>(
    {
      done: false,
      email,
      errors: refusedFieldErrors(i18n, error, FIELD_NAMES),
      message: refusalMessage(i18n, refusal),
    },
    { status: refusal.status },
  );
}

/** "Forgot your password?" posted: the same answer whether or not the address has an account. */
export async function forgotPasswordAction(
  request: Request,
  { services, clientAddress, origin }: RequestValues,
) {
  const { locale, i18n } = await requestI18n(request);
  const text = await readFormFields(request);
  const email = text("email");
  const checked = validate(i18n, passwordResetRequest, { email, locale: locale.code }, FIELD_NAMES);
  if (!checked.ok) {
    return data<AccountLinkActionData>(
      { done: false, email, errors: checked.errors, message: null },
      { status: 400 },
    );
  }
  try {
    const client = { address: clientAddress };
    await services.passwordReset.request(checked.data, client, origin);
    return { done: true, email: checked.data.email } satisfies AccountLinkActionData;
  } catch (error) {
    return refused(i18n, error, email);
  }
}

/** The new password posted with the link's token. */
export async function resetPasswordAction(request: Request, { services }: RequestValues) {
  const { i18n } = await requestI18n(request);
  const text = await readFormFields(request);
  const input = { token: text("token"), password: text("password") };
  const checked = validate(i18n, passwordResetInput, input, FIELD_NAMES);
  if (!checked.ok) {
    return data<AccountLinkActionData>(
      { done: false, errors: checked.errors, message: null },
      { status: 400 },
    );
  }
  try {
    await services.passwordReset.reset(checked.data);
    return { done: true } satisfies AccountLinkActionData;
  } catch (error) {
    return refused(i18n, error);
  }
}

/** The confirmation link's button pressed: the address is confirmed. */
export async function verifyEmailAction(request: Request, { services, origin }: RequestValues) {
  const { i18n } = await requestI18n(request);
  const text = await readFormFields(request);
  const checked = validate(i18n, emailVerificationInput, { token: text("token") });
  if (!checked.ok) {
    // A token cut short is a link that does not work, whatever is wrong with it.
    const message = refusalMessage(i18n, { status: 400, code: "LINK_INVALID" });
    return data<AccountLinkActionData>({ done: false, errors: {}, message }, { status: 400 });
  }
  try {
    await services.emailVerification.verify(checked.data.token, origin);
    return { done: true } satisfies AccountLinkActionData;
  } catch (error) {
    return refused(i18n, error);
  }
}
