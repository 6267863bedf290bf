/** A posted form's text fields: one value by name, or every value of a repeated name. */
export type FormFields = ((key: string) => string) & { all: (key: string) => string[] };

/**
 * The posted form's text fields, each cut to `maxLength` (by default, more than any field of the
 * site's small forms takes). A body that is no form (another content type, a broken encoding) reads as an empty
 * form, so a hostile post gets the form's own "required" messages, never a 500.
 */
export async function readFormFields(request: Request, maxLength = 1_000): Promise<FormFields> {
  return textFields(await readForm(request), maxLength);
}

/** The posted form, files and all (web.ts lets only the CV pages' forms carry a large one). */
export const readForm = (request: Request): Promise<FormData> =>
  request.formData().catch(() => new FormData());

/** The text fields of a form already read (one that also carries a file). */
export function textFields(form: FormData, maxLength = 1_000): FormFields {
  const text = (value: FormDataEntryValue) =>
    typeof value === "string" ? value.slice(0, maxLength) : "";
  const field = (key: string) => {
    const value = form.get(key);
    return value === null ? "" : text(value);
  };
  // Checkbox groups and the like: at most 100 values, so a hostile post cannot make us loop.
  field.all = (key: string) => form.getAll(key).slice(0, 100).map(text);
  return field;
}
