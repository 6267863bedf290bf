import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Field, TextAreaField } from "../../components/forms/field.tsx";
import { failureMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { api } from "../../lib/api-client.ts";
import { type FieldNames, refusedFieldErrors, validate } from "../../lib/form-errors.ts";

export type ContactValues = { name: string; email: string; subject: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };
const ORDER: (keyof ContactValues)[] = ["name", "email", "subject", "message"];

/**
 * How the form's messages name its fields, in the browser and in the answer to a post without
 * script alike ("Subject is required"). The e-mail's own messages name it as the API does.
 */
export const CONTACT_FIELD_NAMES: FieldNames = {
  name: msg`Name`,
  email: msg`E-mail address`,
  subject: msg`Subject`,
  message: msg`Message`,
};

type ContactFormProps = {
  /** What a submission without JavaScript sent back (see the route's action). */
  initialValues?: ContactValues;
  initialErrors?: ContactErrors;
  initialNotice?: string;
};

function onlyKnownFields(fields: Record<string, string> | undefined): ContactErrors {
  const known: ContactErrors = {};
  for (const key of ORDER) if (fields?.[key]) known[key] = fields[key];
  return known;
}

/**
 * The shared schema, and zod with it (about 27 kB compressed), loads when someone starts to use
 * the form, not with the page: most visitors read the address and never write.
 */
const loadSchema = () =>
  import("#shared/schemas/accounts.ts").then((module) => module.contactInput);

/**
 * Name, Email, Subject, Message. Checked in the browser with the shared schema, sent to
 * POST /api/contact. Without JavaScript it is a plain form post that the route's action answers.
 */
export function ContactForm({ initialValues, initialErrors, initialNotice }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactValues>(initialValues ?? EMPTY);
  const [errors, setErrors] = useState<ContactErrors>(initialErrors ?? {});
  const [failure, setFailure] = useState<string | null>(initialNotice ?? null);
  const [success, setSuccess] = useState<string>("");
  const [sending, setSending] = useState(false);
  // Until the script runs the browser's own required/e-mail checks guard the plain post;
  // afterwards our messages (next to each field) replace them.
  const [hydrated, setHydrated] = useState(false);
  const fields = useRef<Partial<Record<keyof ContactValues, HTMLElement | null>>>({});
  useEffect(() => setHydrated(true), []);

  function change(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setSuccess("");
  }

  function showErrors(next: ContactErrors) {
    setErrors(next);
    const first = ORDER.find((key) => next[key]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSuccess("");
    setSending(true);
    try {
      const checked = validate(i18n, await loadSchema(), values, CONTACT_FIELD_NAMES);
      if (!checked.ok) {
        showErrors(onlyKnownFields(checked.errors));
        return;
      }
      // Her acknowledgement comes in the language of the page she wrote from.
      await api.post("/contact", { ...checked.data, locale: i18n.locale });
      setValues(EMPTY);
      setErrors({});
      setSuccess(t`Thank you! Your message has been sent. We will reply within two working days.`);
    } catch (error) {
      // The typed text stays in the form, so nothing is lost when sending fails.
      setFailure(failureMessage(i18n, error));
      if (refusalOf(error)) {
        showErrors(onlyKnownFields(refusedFieldErrors(i18n, error, CONTACT_FIELD_NAMES)));
      }
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(name, event.target.value),
    // Lets the form move focus to the first field with an error.
    ref: (element: HTMLElement | null) => {
      fields.current[name] = element;
    },
  });

  return (
    <form
      method="post"
      noValidate={hydrated}
      data-hydrated={hydrated ? "true" : undefined}
      onSubmit={submit}
      onFocus={() => void loadSchema().catch(() => {})}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-semibold">
        <Trans>Send us a message</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>All fields are required.</Trans>
      </p>
      <Field label={t`Name`} autoComplete="name" {...field("name")} />
      <Field label={t`Email`} type="email" autoComplete="email" {...field("email")} />
      <Field label={t`Subject`} {...field("subject")} />
      <TextAreaField label={t`Message`} rows={6} {...field("message")} />
      {failure ? (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {success ? (
          <p className="rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-medium text-green-900">
            {success}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {sending ? <Trans>Sending…</Trans> : <Trans>Send Message</Trans>}
      </button>
    </form>
  );
}
