import { useController, useWatch } from "react-hook-form";
import { TextInput } from "../../components/admin/form-fields.tsx";
import { useSlugSuggestion } from "./use-slug-suggestion.ts";

type SlugFieldProps = {
  resource: "companies" | "blogs";
  /** The field the slug is made from: "name", "title". */
  source: string;
  /** The item being edited, whose own slug is not a conflict. */
  id?: string;
  /** "The address of the profile: /companies/<slug>. Left empty, it is made from the name." */
  hint: string;
};

/** The slug, with a suggestion made from the name or title and a warning when it is taken. */
export function SlugField({ resource, source, id, hint }: SlugFieldProps) {
  const { field, fieldState } = useController({ name: "slug" });
  const sourceText: string = useWatch({ name: source });
  const slug = useSlugSuggestion(resource, sourceText, field.value, id, !id);
  return (
    <TextInput
      label="Slug"
      name="slug"
      value={field.value}
      placeholder={slug.suggestion}
      hint={slug.message ?? hint}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? slug.conflict}
    />
  );
}
