import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { INITIATIVES } from "#shared/constants.ts";
import type { AdminCompany } from "#shared/schemas/companies.ts";
import { api } from "../../lib/api-client.ts";
import { failureMessage } from "./admin-queries.tsx";
import { ReasonField } from "./reason-field.tsx";
import { useToast } from "./toast.tsx";

const button = "rounded-full px-5 py-2 font-semibold disabled:opacity-70";

/**
 * The decision on a company that joined by itself: what it claims and in which words, then
 * approve it (its page goes public) or decline it with a reason its owners are e-mailed.
 * Shown while it waits, and after a decline (it can still be approved).
 */
export function CompanyReview({ company }: { company: AdminCompany }) {
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      api.post<AdminCompany>(
        `/companies/${company.id}/${approve ? "approve" : "decline"}`,
        approve ? undefined : { reason },
      ),
    meta: { invalidates: ["/companies", "/audit", "/dashboard"] },
    onSuccess: (decided) =>
      toast.success(
        decided.status === "approved"
          ? `Approved “${decided.name}”: it is on the site and its owners are told.`
          : `Declined “${decided.name}”: its owners are told why.`,
      ),
  });
  if (company.status === "approved") return null;
  const claims = INITIATIVES.filter(({ key }) => company.initiatives.includes(key));
  const error = failureMessage(decide.error);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {company.status === "pending" ? "Waiting for approval" : "Declined"}
      </h2>
      {company.declineReason ? (
        <p className="mt-2">
          <span className="font-semibold">Reason given:</span> {company.declineReason}
        </p>
      ) : null}
      <p className="mt-2">
        Check the website{company.website ? ` (${company.website})` : ""} and what the company says
        of each initiative. Approving puts its page on the site; tick the initiatives you have
        checked in “Verified initiatives” below.
      </p>
      <dl className="mt-4 space-y-2">
        {claims.map(({ key, label }) => (
          <div key={key}>
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted">{company.initiativeEvidence[key] ?? "(no words given)"}</dd>
          </div>
        ))}
      </dl>
      <ReasonField
        label="Reason, if you decline (e-mailed to the company's owners)"
        value={reason}
        onChange={setReason}
        className="mt-5"
      />
      {error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate(true)}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Approve
        </button>
        <button
          type="button"
          disabled={decide.isPending || company.status === "declined"}
          onClick={() => decide.mutate(false)}
          className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}
        >
          Decline with this reason
        </button>
      </div>
    </section>
  );
}
