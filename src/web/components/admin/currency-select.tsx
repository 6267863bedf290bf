import { CURRENCIES } from "#shared/constants.ts";
import { type ControlProps, SelectInput } from "./form-fields.tsx";

/** A salary's ISO 4217 code; one saved before this list existed still shows, not "None". */
export function CurrencySelect(props: ControlProps<string>) {
  const codes: string[] = [...CURRENCIES];
  if (props.value && !codes.includes(props.value)) codes.push(props.value);
  return (
    <SelectInput
      label="Currency"
      empty="None"
      options={codes.map((code) => ({ value: code, label: code }))}
      {...props}
    />
  );
}
