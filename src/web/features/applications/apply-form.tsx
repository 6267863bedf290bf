import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { APPLICATION_NOTE_MAX, type ApplyPreview } from "#shared/schemas/applications.ts";
import { FieldError, TextAreaField } from "../../components/forms/field.tsx";
import { Link } from "../../i18n/link.tsx";
import { useLocalize } from "../../i18n/locale-provider.tsx";
import { FormMessage } from "../account/account-form-fields.tsx";
import type { AccountFormAnswer } from "../account/member.server.ts";
import { SubmitButton } from "../auth/account-form-parts.tsx";
import { CvUploadField } from "../cvs/cv-upload-field.tsx";

const linkClass = "font-semibold text-brand-700 underline";
const buttonLink =
  "inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 font-semibold";

/**
 * The note to the employer, kept in this tab while she types (sessionStorage), so that signing
 * up, or confirming her address in another tab, on the way loses none of it.
 */
function NoteField({ jobId, error }: { jobId: string; error?: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLTextAreaElement>(null);
  const key = `apply-note:${jobId}`;
  useEffect(() => {
    const kept = sessionStorage.getItem(key);
    if (kept && ref.current && !ref.current.value) ref.current.value = kept;
  }, [key]);
  return (
    <TextAreaField
      ref={ref}
      label={t`Note to the employer`}
      name="note"
      rows={5}
      maxLength={APPLICATION_NOTE_MAX}
      hint={t`Optional: why this job, when you could start, anything your CV does not say.`}
      onChange={(event) => sessionStorage.setItem(key, event.currentTarget.value)}
      error={error}
    />
  );
}

/** A visitor starts her note, then signs in or up and comes back here to send it. */
export function VisitorApply({ jobId }: { jobId: string }) {
  const back = new URLSearchParams({ redirectTo: useLocalize()(`/jobs/${jobId}/apply`) });
  return (
    <div className="mt-6 space-y-6">
      <p>
        <Trans>
          To apply here, sign in or create a free account: your CV and your applications stay in one
          place, and you can see where each one stands.
        </Trans>
      </p>
      <NoteField jobId={jobId} />
      <div className="flex flex-wrap gap-3">
        <Link
          to={`/register?${back}`}
          className={`${buttonLink} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <Trans>Create an account</Trans>
        </Link>
        <Link
          to={`/login?${back}`}
          className={`${buttonLink} border border-brand-700 text-brand-700`}
        >
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </div>
  );
}

type ApplyFormProps = { jobId: string; preview: ApplyPreview; answer?: AccountFormAnswer };

/** One step for a member with a CV: choose it, add a note, agree to the line, send. */
export function ApplyForm({ jobId, preview, answer }: ApplyFormProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = answer?.errors ?? {};

  if (preview.applied) {
    return (
      <p className="mt-6 rounded-md bg-brand-50 px-4 py-3">
        <Trans>
          You have applied for this job. See where it stands under{" "}
          <Link to="/account/applications" className={linkClass}>
            your applications
          </Link>
          .
        </Trans>
      </p>
    );
  }
  if (!preview.emailVerified) {
    return (
      <div className="mt-6 space-y-4">
        <p className="rounded-md bg-yellow-50 px-4 py-3">
          <Trans>
            Confirm your e-mail address to apply: open the link we sent you, then come back to this
            page. No link?{" "}
            <Link to="/account" className={linkClass}>
              Ask for a new one
            </Link>
            .
          </Trans>
        </p>
        <NoteField jobId={jobId} />
      </div>
    );
  }
  if (preview.cvs.length === 0) {
    return (
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 space-y-5">
        <p>
          <Trans>First, add your CV. You can use it again for your next applications.</Trans>
        </p>
        <input type="hidden" name="intent" value="upload-cv" />
        <CvUploadField error={errors.file} required />
        <FormMessage answer={answer?.intent === "upload-cv" ? answer : undefined} />
        <SubmitButton busy={sending === "upload-cv"}>
          <Trans>Upload CV</Trans>
        </SubmitButton>
      </Form>
    );
  }
  const chosen = preview.cvs.find((cv) => cv.isDefault) ?? preview.cvs[0];
  return (
    <Form method="post" noValidate className="mt-6 space-y-6">
      <input type="hidden" name="intent" value="apply" />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          <Trans>Your CV</Trans>
        </legend>
        {preview.cvs.map((cv) => (
          <label key={cv.id} className="mt-1 flex min-h-8 items-center gap-2">
            <input
              type="radio"
              name="cvId"
              value={cv.id}
              defaultChecked={cv.id === chosen?.id}
              className="h-4 w-4 accent-brand-700"
            />
            {cv.name}
          </label>
        ))}
        <p className="mt-1 text-sm">
          <Link to="/account/cvs" className={linkClass}>
            <Trans>Add or change your CVs</Trans>
          </Link>
        </p>
      </fieldset>
      <NoteField jobId={jobId} error={errors.note} />
      {/* A trap for scripts that fill every field: people never see it. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Leave this empty
          <input type="text" name="leaveBlank" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span data-testid="consent-text">{preview.consentText}</span>
        </label>
        <FieldError id="consent" error={errors.consent} />
      </div>
      <FormMessage answer={answer} />
      <SubmitButton busy={sending === "apply"}>{t`Send application`}</SubmitButton>
    </Form>
  );
}
