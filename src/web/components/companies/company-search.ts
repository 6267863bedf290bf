import { INITIATIVES } from "#shared/constants.ts";
import { listHref } from "../../lib/list-href.ts";

export type CompanyFilterValues = { q: string; initiative: string };

export const companiesHref = (values: CompanyFilterValues, page?: number) =>
  listHref("/companies", { q: values.q, initiative: values.initiative, page });

/** The name of an initiative filter's key: "equal-pay" → "Equal Pay". */
export const initiativeLabel = (key: string) =>
  INITIATIVES.find((initiative) => initiative.key === key)?.label;
