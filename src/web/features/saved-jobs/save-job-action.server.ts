import { t } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import { localePath } from "#shared/locales.ts";
import { jobIdParams } from "#shared/schemas/saved-jobs.ts";
import type { SaveJobAnswer } from "../../components/jobs/save-job-button.tsx";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { safeRedirect } from "../../lib/sign-in-links.ts";

/**
 * The save button's post. A visitor goes to sign in, and back to the job with it saved (the
 * sign-in page passes `save` on). A member's job is saved or unsaved; the script's post is
 * answered with the new state, a post without script with the way back to where it came from.
 */
export async function saveJobAction(request: Request, values: RequestValues) {
  const { locale, i18n } = await requestI18n(request);
  // The way back is a whole address, query included.
  const field = await readFormFields(request, 2_000);
  const asked = jobIdParams.safeParse({ jobId: field("jobId") });
  const save = field("intent") !== "unsave";
  const returnTo = safeRedirect(field("returnTo"), localePath(locale, "/jobs"));
  if (!asked.success) {
    throw data({ saved: false, error: "Not a valid job" } satisfies SaveJobAnswer, { status: 400 });
  }
  const { jobId } = asked.data;
  const viewer = await values.session.viewer();
  if (!viewer) {
    const query = new URLSearchParams({ redirectTo: returnTo, save: jobId });
    throw redirect(`${localePath(locale, "/login")}?${query}`);
  }
  const { savedJobs } = values.services;
  try {
    if (save) await savedJobs.save(viewer, jobId);
    else await savedJobs.unsave(viewer, jobId);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || refusal.status >= 500) throw error;
    const message =
      refusal.status === 404 ? t(i18n)`This job is no longer open` : refusalMessage(i18n, refusal);
    return data({ saved: !save, error: message } satisfies SaveJobAnswer, {
      status: refusal.status,
    });
  }
  if (field("stay")) return { saved: save } satisfies SaveJobAnswer;
  throw redirect(returnTo);
}
