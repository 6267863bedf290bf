import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { Field } from "../../components/forms/field.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

/**
 * The shared schema, and zod with it (about 27 kB compressed), loads when someone starts to use
 * the form rather than with every home page; zod also probes `new Function` when it loads, which
 * the Content-Security-Policy refuses and Chrome reports as an issue.
 */
const loadSchema = () =>
  import("#shared/schemas/accounts.ts").then((module) => module.newsletterInput);

type Outcome = { kind: "success" | "failure"; message: string } | null;

/** The one thing wrong an address can be, whether the browser or the server found it. */
const invalidEmail = (i18n: I18n) => t(i18n)`Enter a valid e-mail address`;

/**
 * What went wrong, in the page's language: the server's own messages are English, so the form
 * words each kind of failure itself (as describeError does in English).
 */
function failureMessage(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.details?.fields?.email || error.details?.code === "VALIDATION_FAILED")
      return invalidEmail(i18n);
    if (error.status === 429)
      return t(i18n)`Too many attempts. Please wait a minute and try again.`;
    if (error.status >= 500) return t(i18n)`Something went wrong on our side. Please try again.`;
  }
  if (error instanceof TypeError)
    return t(i18n)`We could not reach the server. Check your connection and try again.`;
  return t(i18n)`Something went wrong.`;
}

/**
 * E-mail sign-up: checked in the browser with the shared schema (the server checks it again),
 * then POST /api/newsletter. Subscribing twice is fine; a failure keeps what was typed.
 */
export function NewsletterForm() {
  const { i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Cleared first so the same message, given twice, is announced twice.
    setOutcome(null);
    let newsletterInput: Awaited<ReturnType<typeof loadSchema>>;
    try {
      newsletterInput = await loadSchema();
    } catch (error) {
      setOutcome({ kind: "failure", message: failureMessage(i18n, error) });
      return;
    }
    const parsed = newsletterInput.safeParse({ email: email.trim() });
    if (!parsed.success) {
      // The schema's only refusal of a string is a malformed address (its message is English).
      setFieldError(invalidEmail(i18n));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      await api.post("/newsletter", parsed.data);
      setEmail("");
      setOutcome({
        kind: "success",
        message: t(
          i18n,
        )`Thanks! You're subscribed. Look out for our next newsletter in your inbox.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.details?.fields?.email)
        setFieldError(invalidEmail(i18n));
      setOutcome({ kind: "failure", message: failureMessage(i18n, error) });
    } finally {
      setSending(false);
    }
  }

  return (
    // noValidate: the schema's message, shown next to the field, replaces the browser's bubble.
    <form noValidate onSubmit={onSubmit} className="w-full max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {/* No name attribute: without JavaScript the form must not put an address in a URL. */}
        <Field
          label={t(i18n)`E-mail address`}
          className="flex-1"
          ref={input}
          onFocus={() => void loadSchema().catch(() => {})}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError ?? undefined}
          placeholder="you@example.com"
          controlClassName="mt-1 h-12 w-full rounded-lg border border-gray-400 bg-white px-4 text-ink placeholder:text-muted aria-[invalid=true]:border-red-700"
        />
        <button
          type="submit"
          aria-disabled={sending ? true : undefined}
          className="h-12 rounded-lg bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-75 sm:mt-6"
        >
          {sending
            ? t(i18n)({ message: "Signing up…", context: "newsletter" })
            : t(i18n)({ message: "Sign Up", context: "newsletter" })}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-4 min-h-6 font-medium ${outcome?.kind === "failure" ? "text-red-800" : "text-green-800"}`}
      >
        {outcome?.message}
      </p>
    </form>
  );
}
