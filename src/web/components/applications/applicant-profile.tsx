import { Trans, useLingui } from "@lingui/react/macro";
import type { SeekerProfile } from "#shared/schemas/profiles.ts";
import { CATEGORY_LABELS, ENTRY_KIND_LABELS } from "../../i18n/labels.ts";

/**
 * The applicant's profile as she shares it with employers she applies to: headline, place,
 * skills and her history, a career break shown as the labelled entry it is. In the reviewer's
 * language: the admin area's and the employer workspace's alike.
 */
export function ApplicantProfile({ profile }: { profile: SeekerProfile | null }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="applicant-profile" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="applicant-profile" className="text-lg font-semibold">
        <Trans>Profile</Trans>
      </h2>
      {profile ? (
        <>
          {profile.headline ? <p className="mt-2 font-semibold">{profile.headline}</p> : null}
          <p className="text-muted">
            {[profile.location, profile.country].filter(Boolean).join(", ")}
          </p>
          {profile.categories.length > 0 ? (
            <p className="mt-2 text-sm">
              <Trans>Looks for:</Trans>{" "}
              {profile.categories.map((key) => i18n._(CATEGORY_LABELS[key])).join(", ")}
            </p>
          ) : null}
          {profile.skills.length > 0 ? (
            <p className="mt-1 text-sm">
              <Trans>Skills:</Trans> {profile.skills.join(", ")}
            </p>
          ) : null}
          <ol className="mt-4 space-y-3">
            {profile.entries.map((entry) => (
              <li key={entry.id} className="border-l-4 border-gray-200 pl-3">
                <p className="text-sm font-semibold text-brand-700">
                  {i18n._(ENTRY_KIND_LABELS[entry.kind])}
                </p>
                <p className="font-semibold">
                  {entry.title}
                  {entry.organisation ? `, ${entry.organisation}` : ""}
                </p>
                <p className="text-sm text-muted">
                  {entry.startedOn} – {entry.endedOn ?? <Trans>now</Trans>}
                </p>
                {entry.note ? <p className="text-sm">{entry.note}</p> : null}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-muted">
          <Trans>She keeps her profile private: her CV and note say it all.</Trans>
        </p>
      )}
    </section>
  );
}
