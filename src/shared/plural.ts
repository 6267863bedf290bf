import { perKey } from "./memo.ts";

/**
 * Words that change with a count ("1 company", "15 companies"). Languages differ in how many
 * forms they have and which counts take which (Polish has few and many, Arabic also two and
 * zero, Japanese only other), so the choice is left to Intl.PluralRules rather than `n === 1`.
 * Each language's strings give the forms its rules name; `other` is always required.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = perKey((locale) => new Intl.PluralRules(locale));
const numbers = perKey((locale) => new Intl.NumberFormat(locale));

/** The form of a word for `count`: plural(2, { one: "job", other: "jobs" }) is "jobs". */
export function plural(count: number, forms: PluralForms, locale = "en"): string {
  return forms[rules(locale).select(count)] ?? forms.other;
}

/** The count, written for the locale, and the word: "1 company", "1,500 companies". */
export function countOf(count: number, forms: PluralForms, locale = "en"): string {
  return `${numbers(locale).format(count)} ${plural(count, forms, locale)}`;
}
