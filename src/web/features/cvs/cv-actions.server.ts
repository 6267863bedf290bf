import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import { z } from "zod";
import { localePath } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { CV_MAX_BYTES, type Cv } from "#shared/schemas/cvs.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { readForm, textFields } from "../../lib/form-fields.server.ts";
import { type AccountFormAnswer, accountForm, requireMember } from "../account/member.server.ts";

const FIELD_NAMES: FieldNames = { file: msg`CV` };

/**
 * Stores the CV a form carries (field `file`) through the same checks as the API: done with
 * the new CV, or the reason beside the file field, in the page's language.
 */
export async function uploadCvFrom(
  form: FormData,
  member: CurrentUser,
  values: RequestValues,
  i18n: I18n,
  intent = "upload",
): Promise<(AccountFormAnswer & { cv?: Cv }) | ReturnType<typeof data<AccountFormAnswer>>> {
  const file = form.get("file");
  const refuse = (message: string) =>
    data<AccountFormAnswer>(
      { intent, done: false, errors: { file: message }, message: null },
      { status: 400 },
    );
  if (!(file instanceof File) || file.size === 0) return refuse(t(i18n)`Choose your CV to upload`);
  if (file.size > CV_MAX_BYTES) return refuse(t(i18n)`The file is larger than 5 MB`);
  let cv: Cv | undefined;
  const answer = await accountForm(i18n, intent, FIELD_NAMES, async () => {
    cv = await values.services.cvs.upload(member, {
      data: Buffer.from(await file.arrayBuffer()),
      name: file.name,
    });
  });
  return "data" in answer ? answer : { ...answer, cv };
}

/** The forms of /account/cvs: upload, make default, remove. */
export async function cvAction(request: Request, values: RequestValues) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const form = await readForm(request);
  const field = textFields(form);
  const intent = field("intent");
  const back = () => redirect(localePath(locale, "/account/cvs"));
  const cvId = z.uuid().safeParse(field("cv")).data;
  switch (intent) {
    case "upload":
      return uploadCvFrom(form, member, values, i18n);
    case "default":
      if (!cvId) throw back();
      return accountForm(i18n, intent, {}, () => values.services.cvs.makeDefault(member, cvId));
    case "remove":
      if (!cvId) throw back();
      return accountForm(i18n, intent, {}, () => values.services.cvs.remove(member, cvId));
  }
  throw back();
}
