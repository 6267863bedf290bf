import { Trans, useLingui } from "@lingui/react/macro";
import type { ChangeEvent, SelectHTMLAttributes } from "react";
import { SALARY_PERIODS } from "#shared/constants.ts";
import { formatDate } from "../../components/jobs/job-format.ts";
import { SALARY_PERIOD_LABELS } from "../../i18n/labels.ts";
import { fieldClass, labelClass } from "./search-field.tsx";

type SalaryFilterProps = {
  id: string;
  amount: string;
  onAmount: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The currencies with a rate, in the order to offer them. */
  currencies: readonly string[];
  /** The props of the currency and period lists, which apply like the filter's other lists. */
  list: (name: "currency" | "period") => SelectHTMLAttributes<HTMLSelectElement>;
};

/**
 * "Salary at least" an amount, in a currency and per period: jobs are compared through the rate
 * table, whatever their own currency (decision 0015). The amount applies with Enter or Search,
 * like the search words.
 */
export function SalaryFilter({ id, amount, onAmount, currencies, list }: SalaryFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>{t`Salary at least`}</legend>
      <div className="grid grid-cols-[minmax(6rem,1fr)_auto_auto] gap-2">
        <div>
          <label htmlFor={`${id}-salary`} className="sr-only">
            {t({ message: "Amount", comment: "The salary amount of the salary filter" })}
          </label>
          <input
            id={`${id}-salary`}
            name="salary"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            title={t`A whole number, without commas or spaces`}
            maxLength={10}
            autoComplete="off"
            value={amount}
            onChange={onAmount}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="sr-only">
            {t`Currency`}
          </label>
          <select id={`${id}-currency`} {...list("currency")}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-period`} className="sr-only">
            {t({ message: "Per", comment: "The salary filter's period: per year, month or hour" })}
          </label>
          <select id={`${id}-period`} {...list("period")}>
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {i18n._(SALARY_PERIOD_LABELS[period])}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** Salaries compared across currencies are approximate: say so, and how old the rates are. */
export function SalaryRatesNote({ asOf }: { asOf: string }) {
  const { i18n } = useLingui();
  const date = formatDate(i18n, asOf);
  return (
    <p className="mt-1 text-sm text-muted" data-testid="salary-rates-note">
      <Trans>
        Salaries in different currencies are compared at approximate exchange rates of {date}.
      </Trans>
    </p>
  );
}
