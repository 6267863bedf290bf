import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { localePath } from "#shared/locales.ts";
import { emailChangeInput, passwordChangeInput, profileInput } from "#shared/schemas/accounts.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { accountForm, checkedForm, requireMember } from "./member.server.ts";

const FIELD_NAMES: FieldNames = {
  name: msg`Name`,
  locale: msg`Language of your e-mails`,
  currentPassword: msg`Current password`,
  newPassword: { label: msg`New password`, advice: true },
  newEmail: msg`New e-mail address`,
  password: msg`Password`,
};

/** The forms of /account: profile, password, a new confirmation link, and signing out. */
export async function accountAction(request: Request, values: RequestValues) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request);
  const intent = field("intent");
  const { services, session, clientAddress, origin } = values;
  const client = { address: clientAddress, userAgent: request.headers.get("user-agent") ?? "" };
  switch (intent) {
    case "profile":
      return checkedForm(
        i18n,
        intent,
        profileInput,
        { name: field("name"), locale: field("locale") },
        FIELD_NAMES,
        (input) => services.auth.updateProfile(member, input),
      );
    case "password":
      return checkedForm(
        i18n,
        intent,
        passwordChangeInput,
        { currentPassword: field("currentPassword"), newPassword: field("newPassword") },
        FIELD_NAMES,
        (input) => services.auth.changePassword(member, input, session.token(), client),
      );
    case "email":
      return checkedForm(
        i18n,
        intent,
        emailChangeInput,
        { newEmail: field("newEmail"), password: field("password") },
        FIELD_NAMES,
        (input) => services.emailVerification.requestChange(member, input, client, origin),
      );
    case "resend-verification":
      return accountForm(i18n, intent, {}, () =>
        services.emailVerification.resend(member, locale.code, client, origin),
      );
    case "sign-out": {
      const token = session.token();
      if (token) await services.auth.logout(token);
      session.end();
      throw redirect(localePath(locale, "/"));
    }
  }
  throw redirect(localePath(locale, "/account"));
}
