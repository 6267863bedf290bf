import { Trans, useLingui } from "@lingui/react/macro";
import { INITIATIVES, type Initiative } from "#shared/constants.ts";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { InitiativeIcon } from "./initiative-icon.tsx";

/** A company's initiatives in the product's fixed order (their labels: `INITIATIVE_LABELS`). */
export function orderedInitiatives(keys: readonly Initiative[]) {
  const chosen = new Set(keys);
  return INITIATIVES.filter((initiative) => chosen.has(initiative.key));
}

type InitiativeBadgesProps = {
  initiatives: readonly Initiative[];
  /** Those an admin has checked; the others say they are the company's own statement. */
  verified: readonly Initiative[];
  /** Name of the list for screen readers, e.g. "Benefits at Orchidwave". */
  label: string;
  size?: "sm" | "md";
};

/** Benefit badges: icon plus label, so nothing depends on the picture alone. */
export function InitiativeBadges({
  initiatives,
  verified,
  label,
  size = "sm",
}: InitiativeBadgesProps) {
  const { i18n } = useLingui();
  const items = orderedInitiatives(initiatives);
  if (items.length === 0) return null;
  const small = size === "sm";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2" data-testid="initiative-badges">
      {items.map((initiative) => (
        <li
          key={initiative.key}
          data-initiative={initiative.key}
          className={`inline-flex items-center gap-1.5 rounded-full bg-brand-50 font-medium text-brand-800 ${
            small ? "px-2.5 py-1 text-xs" : "px-3 py-1.5 text-sm"
          }`}
        >
          <InitiativeIcon initiative={initiative.key} className={small ? "h-4 w-4" : "h-5 w-5"} />
          {i18n._(INITIATIVE_LABELS[initiative.key])}
          {verified.includes(initiative.key) ? null : (
            <span className="font-normal">
              <Trans comment="After an initiative the company states it offers, not yet checked by us">
                (self-stated)
              </Trans>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
