import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { COMPANY_SIZES } from "#shared/constants.ts";
import { CountryField, SelectField } from "../../components/forms/choice-fields.tsx";
import { controlClass, Field, FieldFrame, TextAreaField } from "../../components/forms/field.tsx";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import { requireMember } from "../../features/account/member.server.ts";
import { Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { InitiativeClaimsField } from "../../features/employers/initiative-claims-field.tsx";
import { evidenceField } from "../../features/employers/join-fields.ts";
import {
  type ProfileAnswer,
  profileAction,
} from "../../features/employers/profile-action.server.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { contentLanguageOptions } from "../../i18n/language-names.ts";
import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/employer-profile.ts";

export function meta({ matches }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    msg`Company profile`,
    msg`What job seekers read about your company.`,
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const company = await workspaceCompany(values, member, params.id);
  return { company, profile: await values.services.employers.profile(member, company.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return profileAction(request, context.get(requestContext), params.id);
}

/** /employer/companies/:id/profile: the owners keep the company's public profile current. */
export default function EmployerProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { company, profile } = loaderData;
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ProfileAnswer | undefined;
  const errors = answer?.errors ?? {};
  // Refused, the form shows what was typed; else the profile as saved.
  // Every claim is ticked, with its words (none yet for one an admin added).
  const shown = answer?.typed ?? {
    ...profile,
    initiatives: Object.fromEntries(
      profile.initiatives.map((key) => [key, profile.initiativeEvidence[key] ?? ""]),
    ),
  };
  const text = (value: string | null) => value ?? "";
  const evidence: Record<string, string> = {};
  for (const [key, words] of Object.entries(shown.initiatives)) {
    evidence[evidenceField(key)] = String(words ?? "");
  }

  if (company.role !== "owner") {
    return (
      <EmployerShell company={company} title={<Trans>Company profile</Trans>}>
        <p>
          <Trans>Only the company's owners can change its profile.</Trans>
        </p>
      </EmployerShell>
    );
  }
  return (
    <EmployerShell company={company} title={<Trans>Company profile</Trans>}>
      <Done>{answer?.done ? <Trans>The profile is saved.</Trans> : null}</Done>
      <Form method="post" encType="multipart/form-data" noValidate className="mt-4 space-y-5">
        <input type="hidden" name="logoUrl" value={profile.logoUrl ?? ""} />
        <FieldFrame
          label={t(i18n)`Logo`}
          hint={t(i18n)`PNG, JPEG, WebP or SVG, up to 5 MB`}
          error={errors.logo}
        >
          {({ id, describedBy }) => (
            <div className="mt-1 flex flex-wrap items-center gap-4">
              {profile.logoUrl ? (
                <img
                  src={profile.logoUrl}
                  alt={t(i18n)`Current logo`}
                  className="h-16 w-32 object-contain"
                />
              ) : null}
              <input
                id={id}
                type="file"
                name="logo"
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                aria-describedby={describedBy}
                aria-invalid={errors.logo ? true : undefined}
                className={controlClass(errors.logo)}
              />
            </div>
          )}
        </FieldFrame>
        {profile.logoUrl ? (
          <label className="flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              name="removeLogo"
              value="1"
              className="h-4 w-4 accent-brand-700"
            />
            <Trans>Remove the logo</Trans>
          </label>
        ) : null}
        <Field
          label={t(i18n)`Website`}
          name="website"
          inputMode="url"
          defaultValue={text(shown.website)}
          error={errors.website}
        />
        <Field
          label={t(i18n)`Tagline`}
          name="tagline"
          hint={t(i18n)`One line, up to 160 characters.`}
          defaultValue={text(shown.tagline)}
          error={errors.tagline}
        />
        <TextAreaField
          label={t(i18n)`About the company`}
          name="description"
          rows={8}
          hint={t(i18n)`Markdown works: **bold**, lists with -.`}
          defaultValue={shown.description}
          error={errors.description}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field
            label={t(i18n)`Industry`}
            name="industry"
            defaultValue={text(shown.industry)}
            error={errors.industry}
          />
          <SelectField
            label={t(i18n)`Size`}
            name="size"
            empty={t(i18n)`Not given`}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: t(i18n)`${size} people` }))}
            defaultValue={text(shown.size)}
            error={errors.size}
          />
          <Field
            label={t(i18n)`Headquarters`}
            name="headquarters"
            defaultValue={text(shown.headquarters)}
            error={errors.headquarters}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <CountryField defaultValue={text(shown.country)} error={errors.country} />
          <SelectField
            label={t(i18n)`Written in`}
            name="language"
            options={contentLanguageOptions(i18n.locale)}
            defaultValue={shown.language}
            error={errors.language}
          />
        </div>
        <SelectField
          label={t(i18n)`How you hear of applications made on the site`}
          name="applicationNotices"
          options={[
            { value: "each", label: t(i18n)`An e-mail for each application` },
            { value: "daily", label: t(i18n)`A summary once a day` },
          ]}
          defaultValue={shown.applicationNotices}
          error={errors.applicationNotices}
        />
        <InitiativeClaimsField
          claimed={Object.keys(shown.initiatives)}
          evidence={evidence}
          errors={errors}
          verified={profile.verifiedInitiatives}
        />
        <FormMessage answer={answer} />
        <div className="max-w-xs">
          <SubmitButton busy={busy}>
            <Trans>Save profile</Trans>
          </SubmitButton>
        </div>
      </Form>
    </EmployerShell>
  );
}
