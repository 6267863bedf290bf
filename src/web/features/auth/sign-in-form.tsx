import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field } from "../../components/forms/field.tsx";
import { failureMessage } from "../../i18n/refusal-messages.ts";
import { apiRequest } from "../../lib/api-client.ts";
import {
  type FieldErrors,
  placeErrors,
  refusedFieldErrors,
  validate,
} from "../../lib/form-errors.ts";
import { SubmitButton } from "./account-form-parts.tsx";
import { useAuth } from "./auth-provider.tsx";
import type { SignInActionData, SignInMode } from "./sign-in-action.server.ts";
import { SIGN_IN_FIELD_NAMES } from "./sign-in-fields.ts";
import { welcomeText } from "./welcome.tsx";

const LOGIN_FIELDS = ["email", "password"] as const;
const REGISTER_FIELDS = ["name", "email", "password"] as const;

/** What a post without the script brought back: errors to show again, or a session to keep. */
export type ServerAnswer = SignInActionData | undefined;

/**
 * The shared schemas, and zod with them (about 27 kB compressed), load when someone starts to
 * fill the form, not with the page.
 */
const loadSchemas = () => import("#shared/schemas/accounts.ts");

/**
 * Sign in or create an account; `onAttempt` tells the page a sign-in is under way or failed.
 * The script sends it to the API. Until the script runs (or without JavaScript) it is a plain
 * POST to the page's own action (sign-in-action.server.ts), never a GET that would put the
 * password in the address; `answer` is what that action said.
 */
export function SignInForm({
  mode,
  onAttempt,
  answer,
}: {
  mode: SignInMode;
  onAttempt?: (pending: boolean) => void;
  answer?: ServerAnswer;
}) {
  const { login, signInWithToken } = useAuth();
  const { t, i18n } = useLingui();
  const refused = answer && !answer.signedIn ? answer : undefined;
  const [errors, setErrors] = useState<FieldErrors>(refused?.errors ?? {});
  const [message, setMessage] = useState<string | null>(refused?.message ?? null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Bumped by each refused attempt: focus then goes to the first field to correct, whose
  // message is read with it (a field's error is no longer repeated in the alert).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refusals]);

  // A session the form post started: handed to the identity client, as a sign-in by script is.
  const token = answer?.signedIn ? answer.token : null;
  useEffect(() => {
    if (!token) return;
    onAttempt?.(true);
    void signInWithToken(token);
  }, [token, signInWithToken, onAttempt]);

  if (answer?.signedIn) {
    const name = answer.user.displayName;
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4">
        {mode === "register" ? (
          welcomeText(i18n, name)
        ) : (
          <Trans>You are signed in as {name}.</Trans>
        )}{" "}
        {/* The way back is a whole path of this site, its language prefix included. */}
        <a href={answer.redirectTo} className="font-semibold text-brand-700 underline">
          <Trans>Continue</Trans>
        </a>
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch (error) {
      setMessage(failureMessage(i18n, error));
      return;
    }
    const schema = mode === "login" ? schemas.loginInput : schemas.registerInput;
    // A new member's e-mails are written in the language she signs up in.
    const input = mode === "register" ? { ...values, locale: i18n.locale } : values;
    const checked = validate(i18n, schema, input, SIGN_IN_FIELD_NAMES[mode]);
    setMessage(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onAttempt?.(true);
      if (mode === "login") {
        await login(String(values.email), String(values.password));
      } else {
        const { token } = await apiRequest<{ token: string }>("/auth/register", {
          method: "POST",
          body: checked.data,
          anonymous: true,
        });
        await signInWithToken(token);
      }
    } catch (error) {
      onAttempt?.(false);
      setErrors(refusedFieldErrors(i18n, error, SIGN_IN_FIELD_NAMES[mode]));
      const reason = failureMessage(i18n, error);
      setMessage(mode === "login" ? t`Login failed: ${reason}` : reason);
      setRefusals((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  const fields = mode === "register" ? REGISTER_FIELDS : LOGIN_FIELDS;
  const { beside, summary } = placeErrors(errors, message, fields);
  // A refusal the server rendered (a post without the script) opens with its first field to
  // correct focused, as a refusal by script does.
  const focusFirst = refused ? fields.find((field) => beside[field]) : undefined;
  const fieldProps = (name: string) => ({
    name,
    error: beside[name],
    autoFocus: name === focusFirst,
  });

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => {})}
      className="space-y-5"
      aria-describedby={summary ? "sign-in-message" : undefined}
    >
      {mode === "register" ? (
        <Field
          label={t`Name`}
          {...fieldProps("name")}
          autoComplete="name"
          required
          defaultValue={refused?.values.name}
        />
      ) : null}
      <Field
        label={t`E-mail`}
        {...fieldProps("email")}
        type="email"
        autoComplete="email"
        required
        defaultValue={refused?.values.email}
      />
      <Field
        label={t`Password`}
        {...fieldProps("password")}
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        hint={mode === "register" ? t`At least 8 characters.` : undefined}
        required
      />
      <div aria-live="polite" id="sign-in-message">
        {summary ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {summary}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={busy}>
        {mode === "login" ? (
          <Trans comment="The button that signs in">Login</Trans>
        ) : (
          <Trans>Create account</Trans>
        )}
      </SubmitButton>
    </form>
  );
}
