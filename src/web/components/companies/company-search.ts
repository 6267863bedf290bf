import type { I18n } from "@lingui/core";
import { INITIATIVE_KEYS, type Initiative } from "#shared/constants.ts";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { listHref } from "../../lib/list-href.ts";

export type CompanyFilterValues = { q: string; initiative: string };

export const companiesHref = (values: CompanyFilterValues, page?: number) =>
  listHref("/companies", { q: values.q, initiative: values.initiative, page });

/** The name of an initiative filter's key, in the page's language: "equal-pay" → "Equal Pay". */
export function initiativeLabel(i18n: I18n, key: string): string | undefined {
  return INITIATIVE_KEYS.includes(key as Initiative)
    ? i18n._(INITIATIVE_LABELS[key as Initiative])
    : undefined;
}
