import { data } from "react-router";
import { type CurrentUser, loginInput, registerInput } from "#shared/schemas/accounts.ts";
import { fieldErrors } from "#shared/schemas/common.ts";
import type { RequestValues } from "../../lib/context.ts";
import { safeRedirect } from "../../lib/sign-in-links.ts";

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

type ServiceError = { status: number; message: string; fields?: Record<string, string> };
const isClientError = (error: unknown): error is ServiceError => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
};

/**
 * The sign-in and sign-up forms post here when their script has not taken over (not loaded yet,
 * or JavaScript off), so the password travels in the body, never in an address. The same auth
 * service as the API checks it, with the same limits. A success answers with the session token
 * for the page's script to keep, as the API's answer does; without a script the page says who is
 * signed in. Anything wrong answers with the form, what was typed (but the password) and why.
 */
export async function signInAction(
  request: Request,
  { services, clientAddress }: RequestValues,
  mode: SignInMode,
  /** Where to go next when the address names nowhere (or nowhere under it, for the admin area). */
  home = "/",
) {
  // A body that is no form (another content type, a broken encoding) reads as an empty form.
  const form = await request.formData().catch(() => new FormData());
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.slice(0, 1_000) : "";
  };
  const values = { name: mode === "register" ? text("name") : "", email: text("email") };
  const asked = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), home);
  const redirectTo = asked.startsWith(home) ? asked : home;
  // React Router applies only an action's status to the page, not its headers: no-store comes
  // from the server's cache policy for these pages, and a 429's wait is in its message.
  const refused = (status: number, errors: Record<string, string>, message: string | null) =>
    data<SignInActionData>({ signedIn: false, values, errors, message }, { status });

  const input = { ...values, password: text("password") };
  const client = { address: clientAddress };
  let session: Promise<{ token: string; user: CurrentUser }>;
  if (mode === "login") {
    const parsed = loginInput.safeParse(input);
    if (!parsed.success) return refused(400, fieldErrors(parsed.error.issues), null);
    session = services.auth.login(parsed.data, client);
  } else {
    const parsed = registerInput.safeParse(input);
    if (!parsed.success) return refused(400, fieldErrors(parsed.error.issues), null);
    session = services.auth.register(parsed.data, client);
  }
  try {
    const { token, user } = await session;
    return { signedIn: true, token, user, redirectTo } satisfies SignInActionData;
  } catch (error) {
    if (!isClientError(error)) throw error;
    const message = mode === "login" ? `Login failed: ${error.message}` : error.message;
    return refused(error.status, error.fields ?? {}, message);
  }
}
