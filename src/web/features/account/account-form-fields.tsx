import { useLingui } from "@lingui/react/macro";
import { Field } from "../../components/forms/field.tsx";
import type { AccountFormAnswer } from "./member.server.ts";

/** Her password once more, before a change as weighty as a new address or the account's end. */
export function ConfirmPasswordField({ error }: { error?: string }) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Your password, to confirm`}
      name="password"
      type="password"
      autoComplete="current-password"
      required
      error={error}
    />
  );
}

/** A refusal that no field shows: said for the whole form. */
export function FormMessage({ answer }: { answer?: AccountFormAnswer }) {
  if (!answer?.message || Object.keys(answer.errors).length > 0) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {answer.message}
    </p>
  );
}
