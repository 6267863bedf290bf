import { type ControlProps, SelectInput } from "./form-fields.tsx";

// Where the platform's employers hire, plus a few common elsewheres.
const COUNTRIES = [
  "SG",
  "MY",
  "ID",
  "PH",
  "TH",
  "VN",
  "HK",
  "TW",
  "CN",
  "JP",
  "KR",
  "IN",
  "LK",
  "BD",
  "AE",
  "AU",
  "NZ",
  "GB",
  "US",
] as const;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryLabel = (code: string) => {
  try {
    return `${regionNames.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
};

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
