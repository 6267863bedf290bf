import { COUNTRIES, countryName } from "#shared/countries.ts";
import { type ControlProps, SelectInput } from "./form-fields.tsx";

const countryLabel = (code: string) => `${countryName(code, "en")} (${code})`;

/** An ISO 3166-1 alpha-2 code chosen by name; a stored code outside the list stays choosable. */
export function CountrySelect({ name, value, onChange, onBlur, error }: ControlProps<string>) {
  const codes: string[] = [...COUNTRIES];
  if (value && !codes.includes(value)) codes.unshift(value);
  return (
    <SelectInput
      label="Country"
      name={name}
      empty="Not given"
      options={codes.map((code) => ({ value: code, label: countryLabel(code) }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
