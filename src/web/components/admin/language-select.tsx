import { CONTENT_LANGUAGES } from "#shared/constants.ts";
import { type ControlProps, SelectInput } from "./form-fields.tsx";

let languageNames: Intl.DisplayNames | undefined;
const languageLabel = (tag: string) => {
  languageNames ??= new Intl.DisplayNames(["en"], { type: "language" });
  try {
    return `${languageNames.of(tag) ?? tag} (${tag})`;
  } catch {
    return tag;
  }
};

/**
 * The language the content is written in, chosen by name; a stored tag outside the list stays
 * choosable. Pages mark the content with it, so screen readers and fonts switch.
 */
export function LanguageSelect({ name, value, onChange, onBlur, error }: ControlProps<string>) {
  const tags: string[] = [...CONTENT_LANGUAGES];
  if (value && !tags.includes(value)) tags.unshift(value);
  return (
    <SelectInput
      label="Language"
      name={name}
      hint="The language this is written in."
      options={tags.map((tag) => ({ value: tag, label: languageLabel(tag) }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
