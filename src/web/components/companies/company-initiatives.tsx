import { Trans, useLingui } from "@lingui/react/macro";
import type { Initiative } from "#shared/constants.ts";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { orderedInitiatives } from "./initiative-badges.tsx";
import { InitiativeIcon } from "./initiative-icon.tsx";

/** The company's initiatives as larger tiles: icon and label, in the product's order. */
export function CompanyInitiatives({ initiatives }: { initiatives: readonly Initiative[] }) {
  const { i18n } = useLingui();
  const items = orderedInitiatives(initiatives);
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
          className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3 font-medium text-brand-800"
        >
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <InitiativeIcon initiative={initiative.key} />
          </span>
          {i18n._(INITIATIVE_LABELS[initiative.key])}
        </li>
      ))}
    </ul>
  );
}
