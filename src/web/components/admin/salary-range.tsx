import { SALARY_PERIODS } from "#shared/constants.ts";
import { FieldFrame, SelectInput } from "./form-fields.tsx";

export const CURRENCIES = [
  "SGD",
  "HKD",
  "MYR",
  "IDR",
  "PHP",
  "THB",
  "VND",
  "JPY",
  "KRW",
  "TWD",
  "CNY",
  "INR",
  "AUD",
  "USD",
  "EUR",
] as const;

const PERIOD_LABELS: Record<(typeof SALARY_PERIODS)[number], string> = {
  year: "Per year",
  month: "Per month",
  hour: "Per hour",
};

export type SalaryValues = {
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
};
type SalaryField = keyof SalaryValues;

type SalaryRangeProps = {
  values: SalaryValues;
  onChange: (field: SalaryField, value: string) => void;
  onBlur: (field: SalaryField) => void;
  errors: Partial<Record<string, string>>;
};

/** "" → null and "6000" → 6000: the API takes numbers, never the strings the inputs hold. */
export function toAmount(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

function Amount({
  label,
  field,
  props,
}: {
  label: string;
  field: "salaryMin" | "salaryMax";
  props: SalaryRangeProps;
}) {
  const error = props.errors[field];
  return (
    <FieldFrame label={label} name={field} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={field}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={props.values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(field, event.target.value)}
          onBlur={() => props.onBlur(field)}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink ${error ? "border-red-700" : "border-gray-400"}`}
        />
      )}
    </FieldFrame>
  );
}

/** Minimum, maximum, currency and period of a job's pay; all optional, but a range needs a currency. */
export function SalaryRange(props: SalaryRangeProps) {
  const { values, onChange, onBlur, errors } = props;
  const options: Array<{ value: string; label: string }> = CURRENCIES.map((code) => ({
    value: code,
    label: code,
  }));
  // A code saved before this list existed must still show, not silently turn into "None".
  if (values.salaryCurrency && !options.some((option) => option.value === values.salaryCurrency)) {
    options.push({ value: values.salaryCurrency, label: values.salaryCurrency });
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Salary</legend>
      <p className="text-sm text-muted">Optional. Whole numbers, without separators.</p>
      <div className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Amount label="Minimum" field="salaryMin" props={props} />
        <Amount label="Maximum" field="salaryMax" props={props} />
        <SelectInput
          label="Currency"
          name="salaryCurrency"
          empty="None"
          value={values.salaryCurrency}
          options={options}
          onChange={(value) => onChange("salaryCurrency", value)}
          onBlur={() => onBlur("salaryCurrency")}
          error={errors.salaryCurrency}
        />
        <SelectInput
          label="Period"
          name="salaryPeriod"
          empty="Not given"
          value={values.salaryPeriod}
          options={SALARY_PERIODS.map((period) => ({
            value: period,
            label: PERIOD_LABELS[period],
          }))}
          onChange={(value) => onChange("salaryPeriod", value)}
          onBlur={() => onBlur("salaryPeriod")}
          error={errors.salaryPeriod}
        />
      </div>
    </fieldset>
  );
}
