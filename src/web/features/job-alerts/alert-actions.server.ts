import { t } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import { localePath } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { idParams } from "#shared/schemas/common.ts";
import { ALERT_FREQUENCIES, type AlertFrequency, alertQuery } from "#shared/schemas/job-alerts.ts";
import { refusalMessage, refusalOf } from "../../i18n/refusal-messages.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { parseSearchParams } from "../../lib/search-params.ts";
import { safeRedirect } from "../../lib/sign-in-links.ts";

/** What an alert form's post answers: what changed, or why not, in the page's language. */
export type AlertAnswer = { intent: string; done: boolean; message: string | null };

const frequencyOf = (value: string): AlertFrequency =>
  (ALERT_FREQUENCIES as readonly string[]).includes(value) ? (value as AlertFrequency) : "daily";

/**
 * The forms of job alerts: "Alert me about jobs like these" on /jobs (a visitor is sent to sign
 * in and back to her search), and each alert's frequency, pause and deletion on
 * /account/alerts. With script the answer says what happened; without, a new alert leads to
 * the alerts page, the rest answer that page.
 */
export async function alertAction(request: Request, values: RequestValues) {
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request);
  const intent = field("intent");
  const search = field("search");
  const viewer = await values.session.viewer();
  if (!viewer) {
    const back = safeRedirect(
      `${localePath(locale, "/jobs")}?${search}`,
      localePath(locale, "/jobs"),
    );
    throw redirect(`${localePath(locale, "/login")}?${new URLSearchParams({ redirectTo: back })}`);
  }
  const alerts = values.services.jobAlerts;
  try {
    await act(viewer);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || refusal.status >= 500) throw error;
    return data<AlertAnswer>(
      { intent, done: false, message: refusalMessage(i18n, refusal) },
      { status: refusal.status },
    );
  }
  if (intent === "create" && !field("stay")) throw redirect(localePath(locale, "/account/alerts"));
  return { intent, done: true, message: null } satisfies AlertAnswer;

  async function act(member: CurrentUser) {
    if (intent === "create") {
      const query = parseSearchParams(alertQuery, new URLSearchParams(search));
      const label = field("label").trim().slice(0, 200) || t(i18n)`All jobs`;
      return alerts.create(member, { query, label, frequency: frequencyOf(field("frequency")) });
    }
    // An id that is none is an alert that is not hers: not found, as the service would say.
    const parsed = idParams.safeParse({ id: field("alert") });
    const id = parsed.success ? parsed.data.id : "00000000-0000-4000-8000-000000000000";
    switch (intent) {
      case "frequency":
        return alerts.update(member, id, { frequency: frequencyOf(field("frequency")) });
      case "pause":
      case "resume":
        return alerts.update(member, id, { paused: intent === "pause" });
      case "delete":
        return alerts.remove(member, id);
    }
  }
}
