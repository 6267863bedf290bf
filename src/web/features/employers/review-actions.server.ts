import { msg } from "@lingui/core/macro";
import { noteInput, statusInput } from "#shared/schemas/applications.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import { checkedForm, requireMember } from "../account/member.server.ts";

const FIELD_NAMES: FieldNames = { status: msg`Move to`, body: msg`Add a note` };

/**
 * The forms of an application's page in the workspace: move it along the pipeline (she hears
 * of it by e-mail), or add a note private to the company. The review service narrows both to
 * the companies she works for; another's application is the 404 page.
 */
export async function reviewAction(request: Request, values: RequestValues, applicationId: string) {
  const member = await requireMember(request, values);
  const { i18n } = await requestI18n(request);
  const field = await readFormFields(request, 3_000);
  const intent = field("intent");
  const { review } = values.services;
  const run = <T>(act: () => Promise<T>) => act().catch(rethrowNotFound);
  if (intent === "note") {
    return checkedForm(i18n, intent, noteInput, { body: field("body") }, FIELD_NAMES, (note) =>
      run(() => review.addNote(member, applicationId, note.body)),
    );
  }
  return checkedForm(
    i18n,
    "status",
    statusInput,
    { status: field("status") },
    FIELD_NAMES,
    (move) => run(() => review.setStatus(member, applicationId, move.status)),
  );
}
