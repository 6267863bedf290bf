import type { ComponentType } from "react";
import { type FieldError, useController } from "react-hook-form";
import { CountrySelect } from "../../components/admin/country-select.tsx";
import { CurrencySelect } from "../../components/admin/currency-select.tsx";
import {
  Checkbox,
  CheckboxGroup,
  SelectInput,
  TextArea,
  TextInput,
} from "../../components/admin/form-fields.tsx";
import { LanguageSelect } from "../../components/admin/language-select.tsx";
import { TagsInput } from "../../components/admin/tags-input.tsx";
import { CompanyPicker } from "./company-picker.tsx";
import { ImageUpload } from "./image-upload.tsx";
import { MarkdownEditor } from "./markdown-editor.tsx";

/** What a control takes to show and change one form value. */
type Binding = "name" | "value" | "onChange" | "onBlur" | "error";

/** A list's error sits on the item it names ("tags.3"): the control shows the first. */
function messageOf(error: FieldError | FieldError[] | undefined): string | undefined {
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  return error?.message;
}

/**
 * A control tied to the form around it by name: `<TextField name="title" label="Title" />`.
 * `deps` are the fields checked again when this one changes, for the schema's cross-field rules
 * (a maximum below the minimum is said at the maximum as the minimum changes).
 */
// biome-ignore lint/suspicious/noExplicitAny: any control whose value is a form value
function bound<P extends { value: any; onChange: (value: any) => void }>(
  Control: ComponentType<P>,
) {
  return function BoundField({
    name,
    deps,
    ...props
  }: Omit<P, Binding> & { name: string; deps?: string[] }) {
    const { field, fieldState } = useController({ name, rules: { deps } });
    const control = {
      ...props,
      name,
      value: field.value,
      onChange: field.onChange,
      onBlur: field.onBlur,
      error: messageOf(fieldState.error as FieldError | FieldError[] | undefined),
    };
    return <Control {...(control as unknown as P)} />;
  };
}

export const TextField = bound(TextInput);
export const TextAreaField = bound(TextArea);
export const SelectField = bound(SelectInput);
export const CheckboxField = bound(Checkbox);
export const CheckboxGroupField = bound(CheckboxGroup);
export const CountryField = bound(CountrySelect);
export const CurrencyField = bound(CurrencySelect);
export const LanguageField = bound(LanguageSelect);
export const TagsField = bound(TagsInput);
export const MarkdownField = bound(MarkdownEditor);
export const ImageField = bound(ImageUpload);
export const CompanyField = bound(CompanyPicker);
