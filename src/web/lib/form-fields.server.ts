/**
 * The posted form's text fields, each cut to `maxLength` (by default, more than any field of the
 * site's small forms takes). A body that is no form (another content type, a broken encoding) reads as an empty
 * form, so a hostile post gets the form's own "required" messages, never a 500.
 */
export async function readFormFields(
  request: Request,
  maxLength = 1_000,
): Promise<(key: string) => string> {
  const form = await request.formData().catch(() => new FormData());
  return (key) => {
    const value = form.get(key);
    return typeof value === "string" ? value.slice(0, maxLength) : "";
  };
}
