import { listHref } from "../../lib/list-href.ts";

export type CompanyFilterValues = { q: string; initiative: string };

export const companiesHref = (values: CompanyFilterValues, page?: number) =>
  listHref("/companies", { q: values.q, initiative: values.initiative, page });
