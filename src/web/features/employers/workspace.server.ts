import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type { EmployerCompany } from "#shared/schemas/employers.ts";
import type { RequestValues } from "../../lib/context.ts";
import { notFoundPage } from "../../lib/not-found.ts";

/**
 * The company a workspace page is about, when the member works for it; any other id, hers to
 * guess or not, is the site's 404 page.
 */
export async function workspaceCompany(
  values: RequestValues,
  member: CurrentUser,
  companyId: string,
): Promise<EmployerCompany> {
  const companies = await values.services.employers.companiesOf(member);
  return companies.find((company) => company.id === companyId) ?? notFoundPage();
}
