import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { INITIATIVE_KEYS } from "#shared/constants.ts";
import { EVIDENCE_MAX } from "#shared/schemas/employers.ts";
import { controlClass, FieldError } from "../../components/forms/field.tsx";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { evidenceField } from "./join-fields.ts";

/**
 * The initiatives a company says it offers: a box to tick for each, and beside it how it offers
 * it, in its own words (what an admin checks before the claim shows as verified).
 */
export function InitiativeClaimsField({
  claimed,
  evidence,
  errors,
  verified = [],
}: {
  claimed: readonly string[];
  evidence: Record<string, string>;
  errors: Record<string, string>;
  /** Claims we have checked, marked so (the company profile's form). */
  verified?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const groupError = errors.initiatives;
  return (
    <fieldset aria-describedby={`${id}-hint${groupError ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-semibold text-ink">
        <Trans>Initiatives you offer</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        <Trans>
          Tick each one you offer today and say in a sentence or two how. Your profile shows them as
          your own statement until we have checked them.
        </Trans>
      </p>
      <FieldError id={id} error={groupError} />
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {INITIATIVE_KEYS.map((key) => {
          const label = i18n._(INITIATIVE_LABELS[key]);
          const field = evidenceField(key);
          const error = errors[field];
          const boxId = `${id}-${key}`;
          return (
            <li key={key} className="rounded-lg border border-gray-200 p-3">
              <label htmlFor={boxId} className="flex min-h-8 items-center gap-2 font-semibold">
                <input
                  id={boxId}
                  type="checkbox"
                  name="initiatives"
                  value={key}
                  defaultChecked={claimed.includes(key)}
                  className="h-4 w-4 accent-brand-700"
                />
                {label}
                {verified.includes(key) ? (
                  <span className="text-sm font-normal text-green-800">
                    <Trans>✓ Verified by us</Trans>
                  </span>
                ) : null}
              </label>
              <label htmlFor={`${boxId}-how`} className="mt-2 block text-sm text-muted">
                {t`How you offer ${label}`}
              </label>
              <textarea
                id={`${boxId}-how`}
                name={field}
                rows={2}
                maxLength={EVIDENCE_MAX}
                defaultValue={evidence[field] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${boxId}-how-error` : undefined}
                className={controlClass(error)}
              />
              <FieldError id={`${boxId}-how`} error={error} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
