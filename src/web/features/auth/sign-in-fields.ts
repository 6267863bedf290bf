import { msg } from "@lingui/core/macro";
import type { FieldNames } from "../../lib/form-errors.ts";
import type { SignInMode } from "./sign-in-action.server.ts";

/**
 * How the sign-in and sign-up forms' messages name their fields, in the browser and in the
 * answer to a form posted without script alike. The sign-up password's rules speak to the
 * person ("Use at least 8 characters"), as the shared schema's do.
 */
export const SIGN_IN_FIELD_NAMES: Record<SignInMode, FieldNames> = {
  login: { email: msg`E-mail address`, password: msg`Password` },
  register: {
    name: msg`Name`,
    email: msg`E-mail address`,
    password: { label: msg`Password`, advice: true },
  },
};
