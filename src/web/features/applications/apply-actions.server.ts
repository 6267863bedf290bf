import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { localePath } from "#shared/locales.ts";
import { applyInput } from "#shared/schemas/applications.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { readForm, textFields } from "../../lib/form-fields.server.ts";
import { checkedForm, requireMember } from "../account/member.server.ts";
import { uploadCvFrom } from "../cvs/cv-actions.server.ts";

const FIELD_NAMES: FieldNames = {
  cvId: msg`CV`,
  note: msg`Note to the employer`,
  consent: msg`Consent`,
};

/**
 * The apply page's forms: a CV uploaded on the way, then the application itself (her CV, a
 * note, her consent to the line naming the company and its country). Sent, it is listed under
 * her applications. A visitor is first sent to sign in or sign up, and brought back.
 */
export async function applyAction(request: Request, values: RequestValues, jobId: string) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const form = await readForm(request);
  const field = textFields(form, 2_100);
  switch (field("intent")) {
    case "upload-cv":
      return uploadCvFrom(form, member, values, i18n, "upload-cv");
    case "apply": {
      const answer = await checkedForm(
        i18n,
        "apply",
        applyInput,
        {
          cvId: field("cvId"),
          note: field("note"),
          consent: field("consent") === "yes",
          locale: locale.code,
          leaveBlank: field("leaveBlank"),
        },
        FIELD_NAMES,
        (input) =>
          values.services.applications.apply(member, jobId, input, {
            address: values.clientAddress,
          }),
      );
      if ("done" in answer && answer.done) {
        throw redirect(`${localePath(locale, "/account/applications")}?sent=${jobId}`);
      }
      return answer;
    }
  }
  throw redirect(localePath(locale, `/jobs/${jobId}/apply`));
}
