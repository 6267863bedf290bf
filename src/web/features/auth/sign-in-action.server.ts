import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { localePath } from "#shared/locales.ts";
import { type CurrentUser, loginInput, registerInput } from "#shared/schemas/accounts.ts";
import { jobIdParams } from "#shared/schemas/saved-jobs.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { refusedFieldErrors, validate } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { safeRedirect } from "../../lib/sign-in-links.ts";
import { SIGN_IN_FIELD_NAMES } from "./sign-in-fields.ts";

export type SignInMode = "login" | "register";

/** What a sign-in form post answers; the password is never sent back. */
export type SignInActionData =
  | { signedIn: true; token: string; user: CurrentUser; redirectTo: string }
  | {
      signedIn: false;
      values: { name: string; email: string };
      errors: Record<string, string>;
      message: string | null;
    };

const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
};

/**
 * The sign-in and sign-up forms post here when their script has not taken over (not loaded yet,
 * or JavaScript off), so the password travels in the body, never in an address. The same auth
 * service as the API checks it, with the same limits. A success answers with the session token
 * for the page's script to keep, as the API's answer does; without a script the page says who is
 * signed in. Anything wrong answers with the form, what was typed (but the password) and why,
 * in the language of the page's address (whose prefix the way back keeps: `/ja/jobs`).
 */
export async function signInAction(
  request: Request,
  { services, clientAddress, origin, session: pageSession }: RequestValues,
  mode: SignInMode,
  /**
   * Where to go next when the address names nowhere, and the only place it may name (under it,
   * for the admin area); without it, any page of this site, by default the page language's home.
   */
  home?: string,
) {
  const { locale, i18n } = await requestI18n(request);
  const text = await readFormFields(request);
  const values = { name: mode === "register" ? text("name") : "", email: text("email") };
  const fallback = home ?? localePath(locale, "/");
  const asked = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallback);
  const redirectTo = home && !asked.startsWith(home) ? home : asked;
  // React Router applies only an action's status to the page, not its headers: no-store comes
  // from the server's cache policy for these pages, and a 429's wait is in its message.
  const refused = (status: number, errors: Record<string, string>, message: string | null) =>
    data<SignInActionData>({ signedIn: false, values, errors, message }, { status });

  const input = { ...values, password: text("password") };
  const client = {
    address: clientAddress,
    userAgent: request.headers.get("user-agent") ?? undefined,
  };
  let session: Promise<{ token: string; user: CurrentUser }>;
  const names = SIGN_IN_FIELD_NAMES[mode];
  if (mode === "login") {
    const checked = validate(i18n, loginInput, input, names);
    if (!checked.ok) return refused(400, checked.errors, null);
    session = services.auth.login(checked.data, client);
  } else {
    const checked = validate(i18n, registerInput, { ...input, locale: locale.code }, names);
    if (!checked.ok) return refused(400, checked.errors, null);
    const { data: account } = checked;
    session = services.auth.register(account, client, (tx, user) =>
      services.emailVerification.send(tx, user, account.locale, origin),
    );
  }
  try {
    const { token, user } = await session;
    pageSession.start(token);
    await saveAskedJob(services, user, new URL(request.url).searchParams.get("save"));
    return { signedIn: true, token, user, redirectTo } satisfies SignInActionData;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || !isClientError(error)) throw error;
    const reason = refusalMessage(i18n, refusal);
    const message = mode === "login" ? t(i18n)`Login failed: ${reason}` : reason;
    return refused(refusal.status, refusedFieldErrors(i18n, error, names), message);
  }
}

/**
 * The job a visitor pressed Save on before signing in (`save` in the sign-in page's address),
 * saved now. A job that closed meanwhile, or a full list, is not worth failing the sign-in for:
 * the job page says what she can do then.
 */
async function saveAskedJob(
  services: RequestValues["services"],
  user: CurrentUser,
  jobId: string | null,
) {
  const asked = jobIdParams.safeParse({ jobId });
  if (!asked.success) return;
  await services.savedJobs.save(user, asked.data.jobId).catch((error: unknown) => {
    if (!isClientError(error)) throw error;
  });
}
