import type { I18n } from "@lingui/core";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { localePath, splitLocalePath } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import type { RequestValues } from "../../lib/context.ts";
import { type FieldNames, refusedFieldErrors, validate } from "../../lib/form-errors.ts";

/**
 * The member the session cookie names, for the account pages' loaders and actions; anyone else
 * is sent to sign in and brought back here. Asking makes the answer personal (no-store).
 */
export async function requireMember(request: Request, values: RequestValues): Promise<CurrentUser> {
  const viewer = await values.session.viewer();
  if (viewer) return viewer;
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`${localePath(locale, "/login")}?${back}`);
}

/** What an account form's post answers: which form, and done or what to correct. */
export type AccountFormAnswer = {
  intent: string;
  done: boolean;
  errors: Record<string, string>;
  message: string | null;
};

/**
 * Runs one account form: checks `input` with its shared schema, then `act`; answers done, or
 * the fields to correct and why (a service's refusal included), in the page's language.
 */
export async function checkedForm<T extends z.ZodType>(
  i18n: I18n,
  intent: string,
  schema: T,
  input: unknown,
  names: FieldNames,
  act: (checked: z.infer<T>) => Promise<unknown>,
) {
  const checked = validate(i18n, schema, input, names);
  if (!checked.ok) {
    return data<AccountFormAnswer>(
      { intent, done: false, errors: checked.errors, message: null },
      { status: 400 },
    );
  }
  return accountForm(i18n, intent, names, () => act(checked.data));
}

/** Runs a form that has nothing to check: done, or the service's refusal. */
export async function accountForm(
  i18n: I18n,
  intent: string,
  names: FieldNames,
  act: () => Promise<unknown>,
) {
  try {
    await act();
    return { intent, done: true, errors: {}, message: null } satisfies AccountFormAnswer;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || refusal.status < 400 || refusal.status >= 500) throw error;
    return data<AccountFormAnswer>(
      {
        intent,
        done: false,
        errors: refusedFieldErrors(i18n, error, names),
        message: refusalMessage(i18n, refusal),
      },
      { status: refusal.status },
    );
  }
}
