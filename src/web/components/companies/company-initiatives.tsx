import { Trans, useLingui } from "@lingui/react/macro";
import type { Initiative } from "#shared/constants.ts";
import type { Company } from "#shared/schemas/companies.ts";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { orderedInitiatives } from "./initiative-badges.tsx";
import { InitiativeIcon } from "./initiative-icon.tsx";

/**
 * The company's initiatives as larger tiles: icon and label, in the product's order, each
 * marked verified (an admin checked it) or as the company's own statement, in its own words.
 */
export function CompanyInitiatives({
  company,
}: {
  company: Pick<Company, "initiatives" | "verifiedInitiatives" | "initiativeEvidence">;
}) {
  const { i18n } = useLingui();
  const items = orderedInitiatives(company.initiatives);
  const verified = (key: Initiative) => company.verifiedInitiatives.includes(key);
  if (items.length === 0) {
    return (
      <p className="mt-4 text-muted">
        <Trans>This company has not listed its initiatives yet.</Trans>
      </p>
    );
  }
  return (
    <ul
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2"
      data-testid="company-initiatives"
    >
      {items.map((initiative) => (
        <li
          key={initiative.key}
          data-initiative={initiative.key}
          data-verified={verified(initiative.key)}
          className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3 text-brand-800"
        >
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <InitiativeIcon initiative={initiative.key} />
          </span>
          <span>
            <span className="block font-medium">{i18n._(INITIATIVE_LABELS[initiative.key])}</span>
            {verified(initiative.key) ? (
              <span className="block text-sm">
                <Trans>✓ Verified by us</Trans>
              </span>
            ) : (
              <span className="block text-sm text-ink">
                <Trans>The company's own statement:</Trans>{" "}
                {company.initiativeEvidence[initiative.key] ?? ""}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
