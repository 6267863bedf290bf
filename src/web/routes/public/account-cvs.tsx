import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { CVS_MAX } from "#shared/schemas/cvs.ts";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import { AccountSection, AccountShell } from "../../features/account/account-shell.tsx";
import { type AccountFormAnswer, requireMember } from "../../features/account/member.server.ts";
import { Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { cvAction } from "../../features/cvs/cv-actions.server.ts";
import { CvUploadField } from "../../features/cvs/cv-upload-field.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-cvs.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Your CVs`,
    description: t(i18n)`The CVs you send with your applications.`,
    matches,
    path: "/account/cvs",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  return { cvs: await values.services.cvs.list(member) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cvAction(request, context.get(requestContext));
}

const linkButton = "font-semibold text-brand-700 underline";
const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** /account/cvs: up to three CVs, one the default; each downloads, none is ever public. */
export default function AccountCvs({ loaderData, actionData }: Route.ComponentProps) {
  const { cvs } = loaderData;
  const { t } = useLingui();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answer = actionData as AccountFormAnswer | undefined;
  const uploaded = answer?.intent === "upload" ? answer : undefined;
  const full = cvs.length >= CVS_MAX;

  return (
    <AccountShell title={<Trans>CVs</Trans>}>
      <div className="space-y-8">
        <AccountSection id="your-cvs" title={<Trans>Your CVs</Trans>}>
          <p className="mt-2 text-muted">
            <Trans>
              Only you can open them, and the employers you apply to once you agree. You can keep{" "}
              {CVS_MAX}; the default one is chosen first when you apply.
            </Trans>
          </p>
          {answer && answer.intent !== "upload" ? <FormMessage answer={answer} /> : null}
          {cvs.length > 0 ? (
            <ul className="mt-4 space-y-3">
              {cvs.map((cv) => {
                const name = cv.name;
                const size = kilobytes(cv.size);
                return (
                  <li
                    key={cv.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-gray-200 p-4"
                    data-testid="cv"
                  >
                    <a href={`/api/files/${cv.id}`} download className={linkButton}>
                      {name}
                    </a>
                    <span className="text-sm text-muted">
                      <Trans>{size} KB</Trans>
                    </span>
                    {cv.isDefault ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
                        <Trans>Default</Trans>
                      </span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="cv" value={cv.id} />
                        <button type="submit" name="intent" value="default" className={linkButton}>
                          <Trans>
                            Make default<span className="sr-only"> ({name})</span>
                          </Trans>
                        </button>
                      </Form>
                    )}
                    <Form method="post">
                      <input type="hidden" name="cv" value={cv.id} />
                      <button type="submit" name="intent" value="remove" className={linkButton}>
                        <Trans>
                          Remove<span className="sr-only"> {name}</span>
                        </Trans>
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-4">
              <Trans>You have no CV here yet.</Trans>
            </p>
          )}
        </AccountSection>

        <AccountSection id="upload" title={<Trans>Upload a CV</Trans>}>
          <Done>{uploaded?.done ? <Trans>Your CV is uploaded.</Trans> : null}</Done>
          {full ? (
            <p className="mt-4">
              <Trans>You have {CVS_MAX} CVs: remove one to upload another.</Trans>
            </p>
          ) : (
            <Form
              method="post"
              encType="multipart/form-data"
              noValidate
              className="mt-4 space-y-5"
              key={cvs.length}
            >
              <input type="hidden" name="intent" value="upload" />
              <CvUploadField error={uploaded?.errors.file} required />
              <FormMessage answer={uploaded} />
              <SubmitButton busy={sending === "upload"}>
                <Trans>Upload</Trans>
              </SubmitButton>
            </Form>
          )}
          <p className="mt-4 text-sm text-muted">
            {t`We check every file: scripts, macros and embedded files are refused, so that what reaches an employer is only your CV.`}
          </p>
        </AccountSection>
      </div>
    </AccountShell>
  );
}
