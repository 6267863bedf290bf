import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { contactInput, loginInput, registerInput } from "#shared/schemas/accounts.ts";
import { fieldErrors } from "#shared/schemas/common.ts";
import { SIGN_IN_FIELD_NAMES } from "../features/auth/sign-in-fields.ts";
import { CONTACT_FIELD_NAMES } from "../features/contact/contact-form.tsx";
import { validate } from "../lib/form-errors.ts";

// The source messages, as an English page shows them (the catalogue holds them as they are).
const english = setupI18n({ locale: "en", messages: { en: {} } });

const long = (length: number) => "x".repeat(length);

/** What the public forms may be sent, each wrong in one of the ways a person can get it wrong. */
const CASES = [
  [registerInput, SIGN_IN_FIELD_NAMES.register, { name: "", email: "", password: "" }],
  [
    registerInput,
    SIGN_IN_FIELD_NAMES.register,
    { name: long(121), email: "a@", password: "short" },
  ],
  [
    registerInput,
    SIGN_IN_FIELD_NAMES.register,
    { name: " ", email: `${long(250)}@x.io`, password: long(201) },
  ],
  [registerInput, SIGN_IN_FIELD_NAMES.register, {}],
  [loginInput, SIGN_IN_FIELD_NAMES.login, { email: "nobody", password: "" }],
  [loginInput, SIGN_IN_FIELD_NAMES.login, { email: "a@b.io", password: long(201) }],
  [loginInput, SIGN_IN_FIELD_NAMES.login, {}],
  [contactInput, CONTACT_FIELD_NAMES, { name: "", email: "", subject: "", message: "" }],
  [
    contactInput,
    CONTACT_FIELD_NAMES,
    { name: "a", email: "a@b.io", subject: long(201), message: long(10_001) },
  ],
] as const;

describe("validate, worded for the page", () => {
  it("says in English exactly what the shared schemas say, for every field of the public forms", () => {
    for (const [schema, names, values] of CASES) {
      const parsed = schema.safeParse(values);
      expect(parsed.success).toBe(false);
      const checked = validate(english, schema, values, names);
      expect(checked.ok).toBe(false);
      if (!checked.ok && !parsed.success) {
        expect(checked.errors).toEqual(fieldErrors(parsed.error.issues));
      }
    }
  });

  it("keeps the schema's message for a field the form does not name", () => {
    const checked = validate(english, contactInput, {
      name: "",
      email: "x",
      subject: "s",
      message: "m",
    });
    expect(checked).toEqual({
      ok: false,
      errors: { name: "Name is required", email: "Enter a valid e-mail address" },
    });
  });

  it("names the field in the page's language", () => {
    const japanese = setupI18n({ locale: "ja", messages: { ja: {} } });
    // An empty catalogue shows the source texts: what matters here is the label handed in.
    const checked = validate(
      japanese,
      contactInput,
      { name: "", email: "a@b.io", subject: "s", message: "m" },
      {
        name: { id: "name", message: "お名前" },
      },
    );
    expect(checked).toEqual({ ok: false, errors: { name: "お名前 is required" } });
  });
});
