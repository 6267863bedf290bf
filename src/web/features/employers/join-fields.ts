import { msg } from "@lingui/core/macro";
import { INITIATIVE_KEYS } from "#shared/constants.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { SIGN_IN_FIELD_NAMES } from "../auth/sign-in-fields.ts";

/** The evidence box of one initiative: the field its message is shown beside. */
export const evidenceField = (key: string) => `initiatives.${key}`;

/** How the company sign-up's messages name its fields, in the page's language. */
export const JOIN_FIELD_NAMES: FieldNames = {
  ...SIGN_IN_FIELD_NAMES.register,
  companyName: msg`Company name`,
  website: msg`Website`,
  country: msg`Country`,
  initiatives: msg`Initiatives`,
  ...Object.fromEntries(INITIATIVE_KEYS.map((key) => [evidenceField(key), msg`How you offer it`])),
};
