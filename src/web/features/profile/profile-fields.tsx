import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { PROFILE_ENTRY_KINDS, type ProfileEntry } from "#shared/schemas/profiles.ts";
import { Field, TextAreaField } from "../../components/forms/field.tsx";
import { ENTRY_KIND_LABELS } from "../../i18n/labels.ts";
import { FormMessage } from "../account/account-form-fields.tsx";
import type { AccountFormAnswer } from "../account/member.server.ts";
import { SubmitButton } from "../auth/account-form-parts.tsx";

/**
 * One entry of her history, new or changed: a job, a course of study or a career break, each
 * with its months. A break needs no organisation; its note can say what filled it.
 */
export function EntryForm({
  entry,
  answer,
  busy,
}: {
  entry?: ProfileEntry;
  answer?: AccountFormAnswer;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={entry ? "edit-entry" : "add-entry"} />
      {entry ? <input type="hidden" name="entry" value={entry.id} /> : null}
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          <Trans>Kind</Trans>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {PROFILE_ENTRY_KINDS.map((kind) => (
            <label key={kind} className="inline-flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={(entry?.kind ?? "job") === kind}
                className="h-4 w-4 accent-brand-700"
              />
              {i18n._(ENTRY_KIND_LABELS[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t`Title`}
        name="title"
        hint={t`For a career break, what it was, e.g. “Caring for my children”.`}
        required
        defaultValue={entry?.title}
        error={errors.title}
      />
      <Field
        label={t`Organisation`}
        name="organisation"
        hint={t`The employer or school. Not needed for a career break.`}
        defaultValue={entry?.organisation ?? ""}
        error={errors.organisation}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`From`}
          name="startedOn"
          type="month"
          hint={t`Year and month, e.g. 2021-04`}
          required
          defaultValue={entry?.startedOn}
          error={errors.startedOn}
        />
        <Field
          label={t`Until`}
          name="endedOn"
          type="month"
          hint={t`Empty while it goes on`}
          defaultValue={entry?.endedOn ?? ""}
          error={errors.endedOn}
        />
      </div>
      <TextAreaField
        label={t`Note`}
        name="note"
        rows={3}
        hint={t`Optional: what you did or learned, in a sentence or two.`}
        defaultValue={entry?.note ?? ""}
        error={errors.note}
      />
      <FormMessage answer={answer} />
      <SubmitButton busy={busy}>
        {entry ? <Trans>Save this entry</Trans> : <Trans>Add to your history</Trans>}
      </SubmitButton>
    </Form>
  );
}
