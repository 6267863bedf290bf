import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, WORKPLACES } from "#shared/constants.ts";
import { CheckboxGroup, CountryField } from "../../components/forms/choice-fields.tsx";
import { Field } from "../../components/forms/field.tsx";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import { AccountSection, AccountShell } from "../../features/account/account-shell.tsx";
import { type AccountFormAnswer, requireMember } from "../../features/account/member.server.ts";
import { Done, SubmitButton } from "../../features/auth/account-form-parts.tsx";
import { profileAction } from "../../features/profile/profile-actions.server.ts";
import { EntryForm } from "../../features/profile/profile-fields.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import {
  CATEGORY_LABELS,
  ENTRY_KIND_LABELS,
  TYPE_LABELS,
  WORKPLACE_LABELS,
} from "../../i18n/labels.ts";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-profile.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Your job-seeker profile`,
    description: t(i18n)`What employers you apply to can read about you.`,
    matches,
    path: "/account/profile",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  return { profile: await values.services.profiles.get(member) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context.get(requestContext));
}

const linkButton = "font-semibold text-brand-700 underline";

/** /account/profile: headline, place, what she looks for, skills, who may see it, her history. */
export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answer = actionData as AccountFormAnswer | undefined;
  const answerTo = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const saved = answerTo("profile");
  const added = answerTo("add-entry");
  const errors = saved?.errors ?? {};

  return (
    <AccountShell title={<Trans>Job-seeker profile</Trans>}>
      <div className="space-y-8">
        <AccountSection id="about-you" title={<Trans>About you</Trans>}>
          <Done>{saved?.done ? <Trans>Your profile is saved.</Trans> : null}</Done>
          <Form method="post" noValidate className="mt-4 space-y-5">
            <input type="hidden" name="intent" value="profile" />
            <Field
              label={t`Headline`}
              name="headline"
              hint={t`One line, e.g. “Data analyst returning after a career break”.`}
              defaultValue={profile.headline ?? ""}
              error={errors.headline}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={t`Where you live`}
                name="location"
                autoComplete="address-level2"
                defaultValue={profile.location ?? ""}
                error={errors.location}
              />
              <CountryField defaultValue={profile.country ?? ""} error={errors.country} />
            </div>
            <CheckboxGroup
              legend={t`Kinds of work you look for`}
              name="categories"
              values={JOB_CATEGORIES}
              labels={CATEGORY_LABELS}
              checked={profile.categories}
            />
            <CheckboxGroup
              legend={t`Where you would work`}
              name="workplaces"
              values={WORKPLACES}
              labels={WORKPLACE_LABELS}
              checked={profile.workplaces}
            />
            <CheckboxGroup
              legend={t`Job types`}
              name="employmentTypes"
              values={EMPLOYMENT_TYPES}
              labels={TYPE_LABELS}
              checked={profile.employmentTypes}
            />
            <Field
              label={t`Places you would work`}
              name="preferredLocations"
              hint={t`Cities or countries, with commas between.`}
              defaultValue={profile.preferredLocations.join(", ")}
              error={errors.preferredLocations}
            />
            <Field
              label={t`Skills`}
              name="skills"
              hint={t`With commas between, e.g. SQL, Python, Mandarin.`}
              defaultValue={profile.skills.join(", ")}
              error={errors.skills}
            />
            <fieldset>
              <legend className="text-sm font-semibold text-ink">
                <Trans>Who can see your profile</Trans>
              </legend>
              {(
                [
                  ["private", t`Only you`],
                  ["applications", t`You, and the employers you apply to`],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="mt-1 flex min-h-8 items-center gap-2">
                  <input
                    type="radio"
                    name="visibility"
                    value={value}
                    defaultChecked={profile.visibility === value}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            <FormMessage answer={saved} />
            <SubmitButton busy={sending === "profile"}>
              <Trans>Save profile</Trans>
            </SubmitButton>
          </Form>
        </AccountSection>

        <AccountSection id="history" title={<Trans>Your history</Trans>}>
          <p className="mt-2 text-muted">
            <Trans>
              Jobs, studies and career breaks, the latest first. A career break is part of your
              story: say what it was, and what filled it if you like.
            </Trans>
          </p>
          {profile.entries.length > 0 ? (
            <ol className="mt-4 space-y-4">
              {profile.entries.map((entry) => {
                const edited = answerTo(`edit-${entry.id}`);
                const until = entry.endedOn ?? t`now`;
                return (
                  <li
                    key={entry.id}
                    className="rounded-lg border border-gray-200 p-4"
                    data-testid="profile-entry"
                  >
                    <p className="text-sm font-semibold text-brand-700">
                      {i18n._(ENTRY_KIND_LABELS[entry.kind])}
                    </p>
                    <h3 className="font-semibold">
                      {entry.title}
                      {entry.organisation ? <>, {entry.organisation}</> : null}
                    </h3>
                    <p className="text-sm text-muted">
                      {entry.startedOn} – {until}
                    </p>
                    {entry.note ? <p className="mt-1">{entry.note}</p> : null}
                    <details className="mt-2" open={edited ? !edited.done : undefined}>
                      <summary className={`cursor-pointer ${linkButton}`}>
                        <Trans>
                          Change<span className="sr-only"> {entry.title}</span>
                        </Trans>
                      </summary>
                      <EntryForm entry={entry} answer={edited} busy={sending === "edit-entry"} />
                    </details>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="entry" value={entry.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove-entry"
                        className={linkButton}
                      >
                        <Trans>
                          Remove<span className="sr-only"> {entry.title}</span>
                        </Trans>
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ol>
          ) : null}
          <h3 className="mt-6 font-semibold">
            <Trans>Add a job, study or career break</Trans>
          </h3>
          <Done>{added?.done ? <Trans>Added to your history.</Trans> : null}</Done>
          <EntryForm
            key={added?.done ? profile.entries.length : "new"}
            answer={added?.done ? undefined : added}
            busy={sending === "add-entry"}
          />
        </AccountSection>
      </div>
    </AccountShell>
  );
}
