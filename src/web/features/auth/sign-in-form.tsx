import { type FormEvent, useEffect, useState } from "react";
import { loginInput, registerInput } from "../../../shared/schemas/accounts.ts";
import { Field } from "../../components/forms/field.tsx";
import { apiRequest, describeError } from "../../lib/api-client.ts";
import { type FieldErrors, serverFieldErrors, validate } from "../../lib/form-errors.ts";
import { useAuth } from "./auth-provider.tsx";
import type { SignInActionData, SignInMode } from "./sign-in-action.server.ts";

/** What a post without the script brought back: errors to show again, or a session to keep. */
export type ServerAnswer = SignInActionData | undefined;

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
  const refused = answer && !answer.signedIn ? answer : undefined;
  const [errors, setErrors] = useState<FieldErrors>(refused?.errors ?? {});
  const [message, setMessage] = useState<string | null>(refused?.message ?? null);
  const [busy, setBusy] = useState(false);

  // A session the form post started: handed to the identity client, as a sign-in by script is.
  const token = answer?.signedIn ? answer.token : null;
  useEffect(() => {
    if (!token) return;
    onAttempt?.(true);
    void signInWithToken(token);
  }, [token, signInWithToken, onAttempt]);

  if (answer?.signedIn) {
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4">
        You are signed in as {answer.user.displayName}.{" "}
        <a href={answer.redirectTo} className="font-semibold text-brand-700 underline">
          Continue
        </a>
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const checked = validate(mode === "login" ? loginInput : registerInput, values);
    setMessage(null);
    if (!checked.ok) {
      setErrors(checked.errors);
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
      setErrors(serverFieldErrors(error));
      const reason =
        error instanceof Error && error.cause ? describeError(error.cause) : describeError(error);
      setMessage(mode === "login" ? `Login failed: ${reason}` : reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={message ? "sign-in-message" : undefined}
    >
      {mode === "register" ? (
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          defaultValue={refused?.values.name}
          error={errors.name}
        />
      ) : null}
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={refused?.values.email}
        error={errors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        hint={mode === "register" ? "At least 8 characters." : undefined}
        required
        error={errors.password}
      />
      <div aria-live="polite" id="sign-in-message">
        {message ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? "Please wait…" : mode === "login" ? "Login" : "Create account"}
      </button>
    </form>
  );
}
