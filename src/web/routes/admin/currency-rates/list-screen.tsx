import type { CurrencyRate } from "#shared/schemas/currency-rates.ts";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { CURRENCY_RATES } from "../../../features/admin/resources.ts";

/** The rates by currency code; the search box finds a code by its first letters. */
export default function AdminCurrencyRates() {
  return (
    <ResourceList<CurrencyRate>
      title="Currency rates"
      {...CURRENCY_RATES}
      describe={(rate) => rate.code}
      columns={[
        { label: "Currency", className: "font-semibold", render: (rate) => rate.code },
        {
          label: "For one US dollar",
          render: (rate) => rate.perUsd.toLocaleString("en", { maximumFractionDigits: 6 }),
        },
        { label: "Rate of", className: "whitespace-nowrap", render: (rate) => rate.asOf },
      ]}
    />
  );
}
