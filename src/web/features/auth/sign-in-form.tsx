import { type FormEvent, useState } from "react";
import { loginInput, registerInput } from "../../../shared/schemas/accounts.ts";
import { Field } from "../../components/forms/field.tsx";
import { apiRequest, describeError } from "../../lib/api-client.ts";
import { type FieldErrors, serverFieldErrors, validate } from "../../lib/form-errors.ts";
import { useAuth } from "./auth-provider.tsx";

type Mode = "login" | "register";

/** Sign in or create an account; `onAttempt` tells the page a sign-in is under way or failed. */
export function SignInForm({
  mode,
  onAttempt,
}: {
  mode: Mode;
  onAttempt?: (pending: boolean) => void;
}) {
  const { login, signInWithToken } = useAuth();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={message ? "sign-in-message" : undefined}
    >
      {mode === "register" ? (
        <Field label="Name" name="name" autoComplete="name" required error={errors.name} />
      ) : null}
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
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
