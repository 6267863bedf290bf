import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { MEMBER_ROLES } from "#shared/constants.ts";
import { Field } from "../../components/forms/field.tsx";
import { FormMessage } from "../../features/account/account-form-fields.tsx";
import { type AccountFormAnswer, requireMember } from "../../features/account/member.server.ts";
import { Done } from "../../features/auth/account-form-parts.tsx";
import { EmployerShell } from "../../features/employers/employer-shell.tsx";
import { peopleAction } from "../../features/employers/people-actions.server.ts";
import { workspaceCompany } from "../../features/employers/workspace.server.ts";
import { workspaceMeta } from "../../features/employers/workspace-meta.ts";
import { MEMBER_ROLE_LABELS } from "../../i18n/labels.ts";
import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/employer-people.ts";

export function meta({ matches }: Route.MetaArgs) {
  return workspaceMeta(
    matches,
    msg`Your company's people`,
    msg`Who works on your company's jobs and applicants.`,
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const company = await workspaceCompany(values, member, params.id);
  const people = await values.services.members.list(member, company.id);
  return { company, people, me: member.id };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return peopleAction(request, context.get(requestContext), params.id);
}

const smallButton = "rounded-full border border-gray-400 px-3 py-1 text-sm font-semibold";
const button =
  "rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

/** /employer/companies/:id/people: who works for the company; owners invite and manage them. */
export default function EmployerPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { company, people, me } = loaderData;
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const answer = actionData as AccountFormAnswer | undefined;
  const invited = answer?.intent === "invite" ? answer : undefined;
  const owner = company.role === "owner";
  const roleOptions = MEMBER_ROLES.map((role) => ({
    role,
    label: i18n._(MEMBER_ROLE_LABELS[role]),
  }));

  return (
    <EmployerShell company={company} title={<Trans>People</Trans>}>
      <Done>
        {answer?.done ? (
          invited ? (
            <Trans>The invitation is sent.</Trans>
          ) : (
            <Trans>Saved.</Trans>
          )
        ) : null}
      </Done>
      {answer && !invited ? <FormMessage answer={answer} /> : null}
      <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {people.members.map((person) => {
          const name = person.name || person.email;
          return (
            <li
              key={person.userId}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid="member"
            >
              <span>
                <span className="block font-semibold">{name}</span>
                <span className="block text-sm text-muted">{person.email}</span>
              </span>
              {owner ? (
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="user" value={person.userId} />
                  <label className="sr-only" htmlFor={`role-${person.userId}`}>
                    <Trans>Role of {name}</Trans>
                  </label>
                  <select
                    id={`role-${person.userId}`}
                    name="role"
                    defaultValue={person.role}
                    className="rounded-md border border-gray-400 bg-white px-2 py-1"
                  >
                    {roleOptions.map(({ role, label }) => (
                      <option key={role} value={role}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <button type="submit" name="intent" value="role" className={smallButton}>
                    <Trans>Change</Trans>
                  </button>
                  <button type="submit" name="intent" value="remove" className={smallButton}>
                    {person.userId === me ? (
                      <Trans>Leave</Trans>
                    ) : (
                      <Trans context="Button: take this person out of the company">Remove</Trans>
                    )}
                  </button>
                </Form>
              ) : (
                <span className="flex items-center gap-3 text-sm">
                  {i18n._(MEMBER_ROLE_LABELS[person.role])}
                  {person.userId === me ? (
                    <Form method="post">
                      <input type="hidden" name="user" value={person.userId} />
                      <button type="submit" name="intent" value="remove" className={smallButton}>
                        <Trans>Leave</Trans>
                      </button>
                    </Form>
                  ) : null}
                </span>
              )}
            </li>
          );
        })}
      </ul>

      {owner ? (
        <section aria-labelledby="invite" className="mt-8">
          <h2 id="invite" className="text-xl font-bold">
            <Trans>Invite a colleague</Trans>
          </h2>
          <p className="mt-1 text-muted">
            <Trans>
              We e-mail her a link that works for 7 days. Recruiters post jobs and review
              applicants; owners also manage the profile and the people.
            </Trans>
          </p>
          <Form method="post" noValidate className="mt-4 space-y-4" key={people.invitations.length}>
            <input type="hidden" name="intent" value="invite" />
            <Field
              label={t(i18n)`E-mail address`}
              name="email"
              type="email"
              required
              error={invited?.errors.email}
            />
            <fieldset>
              <legend className="text-sm font-semibold">
                <Trans>Role</Trans>
              </legend>
              {roleOptions.map(({ role, label }) => (
                <label key={role} className="mr-6 inline-flex min-h-8 items-center gap-2">
                  <input
                    type="radio"
                    name="role"
                    value={role}
                    defaultChecked={role === "recruiter"}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            <FormMessage answer={invited} />
            <button type="submit" disabled={busy} className={button}>
              <Trans>Send the invitation</Trans>
            </button>
          </Form>
          {people.invitations.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">
                <Trans>Invitations not yet accepted</Trans>
              </h3>
              <ul className="mt-2 space-y-2">
                {people.invitations.map((invitation) => {
                  const email = invitation.email;
                  const role = i18n._(MEMBER_ROLE_LABELS[invitation.role]);
                  return (
                    <li key={invitation.id} className="flex flex-wrap items-center gap-3">
                      <span>
                        {email} ({role})
                      </span>
                      <Form method="post">
                        <input type="hidden" name="invitation" value={invitation.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="withdraw"
                          className={smallButton}
                        >
                          <Trans>Withdraw</Trans>
                        </button>
                      </Form>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </EmployerShell>
  );
}
