import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import type { z } from "zod";

/**
 * The public forms' validation messages in the page's language. The shared schemas word their
 * issues in English (src/shared/schemas/messages.ts, for the API and the admin area); a public
 * form words the same issues here, with the name its field has on the page.
 *
 * Only the kinds of issue that the sign-in, sign-up, contact and newsletter forms can produce
 * are worded: required, too short or too long text, and an e-mail address's format. Anything
 * else answers undefined, and the form keeps the schema's own message.
 *
 * `fieldLabel` names the field ("Name is required"). Its length rules are worded as advice to
 * the person ("Use at least 8 characters") without a label or with `advice`, as the sign-up
 * form's password words them.
 */
export function issueMessage(
  i18n: I18n,
  issue: z.core.$ZodIssue,
  fieldLabel?: string,
  { advice = false }: { advice?: boolean } = {},
): string | undefined {
  const label = fieldLabel;
  const named = label !== undefined && !advice;
  switch (issue.code) {
    case "invalid_type":
      // A form sends every field as text: a wrong type can only be a missing field. The input
      // is on the issue when the parse reported it (`reportInput`).
      if ("input" in issue && issue.input !== undefined && issue.input !== null) return undefined;
      return required(i18n, label);
    case "too_small": {
      if (issue.origin !== "string") return undefined;
      const min = Number(issue.minimum);
      if (min === 1 && !issue.exact) return required(i18n, label);
      return named
        ? t(
            i18n,
          )`${label} must be at least ${plural(min, { one: "# character", other: "# characters" })}`
        : t(i18n)`Use at least ${plural(min, { one: "# character", other: "# characters" })}`;
    }
    case "too_big": {
      if (issue.origin !== "string") return undefined;
      const max = Number(issue.maximum);
      return named
        ? t(
            i18n,
          )`${label} must be at most ${plural(max, { one: "# character", other: "# characters" })}`
        : t(i18n)`Use at most ${plural(max, { one: "# character", other: "# characters" })}`;
    }
    case "invalid_format":
      if (issue.format === "email") return t(i18n)`Enter a valid e-mail address`;
      return label ? t(i18n)`${label} is not valid` : t(i18n)`This value is not valid`;
    case "invalid_value":
      // A box that must be ticked (consent): z.literal(true).
      if (issue.values.length === 1 && issue.values[0] === true)
        return t(i18n)`Tick this box to continue`;
      return undefined;
    case "custom":
      // Cross-field rules name what they check (params.rule); others keep their own words.
      if (issue.params?.rule === "required") return required(i18n, label);
      if (issue.params?.rule === "end-after-start") return t(i18n)`The end comes after the start`;
      if (issue.params?.rule === "choose-one") return t(i18n)`Choose at least one`;
      return undefined;
    default:
      return undefined;
  }
}

function required(i18n: I18n, label: string | undefined): string {
  return label ? t(i18n)`${label} is required` : t(i18n)`This field is required`;
}
