import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod";
import { localePath } from "#shared/locales.ts";
import { invitationInput, memberRoleInput } from "#shared/schemas/employers.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { accountForm, checkedForm, requireMember } from "../account/member.server.ts";

const FIELD_NAMES: FieldNames = { email: msg`E-mail address`, role: msg`Role` };

/**
 * The forms of a company's people page: invite a colleague (the e-mail in the page's
 * language), change someone's part, remove someone (or oneself), withdraw an invitation. The
 * member service decides who may; a forged id brings the page back.
 */
export async function peopleAction(request: Request, values: RequestValues, companyId: string) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request);
  const intent = field("intent");
  const { members, invitations } = values.services;
  const page = localePath(locale, `/employer/companies/${companyId}/people`);
  const idOf = (name: string) => {
    const id = z.uuid().safeParse(field(name)).data;
    if (!id) throw redirect(page);
    return id;
  };
  switch (intent) {
    case "invite":
      return checkedForm(
        i18n,
        intent,
        invitationInput,
        { email: field("email"), role: field("role") || undefined },
        FIELD_NAMES,
        (invited) => invitations.invite(member, companyId, invited, locale.code),
      );
    case "role": {
      const userId = idOf("user");
      return checkedForm(
        i18n,
        intent,
        memberRoleInput,
        { role: field("role") },
        FIELD_NAMES,
        ({ role }) => members.setRole(member, companyId, userId, role),
      );
    }
    case "remove": {
      const userId = idOf("user");
      const answer = await accountForm(i18n, intent, {}, () =>
        members.remove(member, companyId, userId),
      );
      // Having left, she has no business on the page any more.
      if (userId === member.id && "done" in answer && answer.done) {
        throw redirect(localePath(locale, "/employer"));
      }
      return answer;
    }
    case "withdraw": {
      const invitationId = idOf("invitation");
      return accountForm(i18n, intent, {}, () =>
        invitations.withdraw(member, companyId, invitationId),
      );
    }
    default:
      throw redirect(page);
  }
}

/** Her answer to an invitation's link: she joins, and lands on the company's jobs. */
export async function acceptInvitationAction(request: Request, values: RequestValues) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const token = (await readFormFields(request))("token");
  let companyId = "";
  const answer = await accountForm(i18n, "accept", {}, async () => {
    ({ companyId } = await values.services.invitations.accept(member, token));
  });
  if (companyId) throw redirect(localePath(locale, `/employer/companies/${companyId}`));
  return answer;
}
