import { type CurrencyRate, currencyRateInput } from "#shared/schemas/currency-rates.ts";
import { TextField } from "../../../features/admin/bound-fields.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { CURRENCY_RATES } from "../../../features/admin/resources.ts";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";

type Values = { code: string; perUsd: string; asOf: string };

const FORM: FormOptions<Values, CurrencyRate> = {
  ...CURRENCY_RATES,
  empty: { code: "", perUsd: "", asOf: new Date().toISOString().slice(0, 10) },
  fromItem: (rate) => ({ code: rate.code, perUsd: String(rate.perUsd), asOf: rate.asOf }),
  // A blank or non-numeric rate goes as NaN, which the shared schema names.
  toPayload: (values) => ({
    code: values.code,
    perUsd: values.perUsd.trim() === "" ? Number.NaN : Number(values.perUsd.replaceAll(",", "")),
    asOf: values.asOf,
  }),
  schema: currencyRateInput,
  describe: (values) => values.code,
};

export default function CurrencyRateForm() {
  const form = useResourceForm(FORM);

  return (
    <FormScreen form={form}>
      <p className="max-w-2xl text-sm text-muted">
        Salaries in different currencies are compared at these rates: the salary sort, the “salary
        at least” filter, and the amounts shown in a visitor’s currency. Jobs in the currency are
        compared at the new rate as soon as it is saved. The public sees the rates as approximate,
        with their date.
      </p>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-3">
        <TextField label="Currency code" name="code" required hint="ISO 4217, e.g. SGD" />
        <TextField
          label="For one US dollar"
          name="perUsd"
          required
          inputMode="decimal"
          hint="e.g. 1.27 for SGD"
        />
        <TextField label="Rate of" name="asOf" type="date" required />
      </div>
    </FormScreen>
  );
}
