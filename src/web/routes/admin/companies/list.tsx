import { type AdminCompany, undeletableReason } from "#shared/schemas/companies.ts";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { companyPublication } from "../../../features/admin/publication.ts";
import { ResourceList } from "../../../features/admin/resource-list.tsx";

export default function AdminCompanies() {
  return (
    <ResourceList<AdminCompany>
      title="Companies"
      resource="companies"
      nouns={{ one: "company", other: "companies" }}
      publication={companyPublication}
      describe={(company) => company.name}
      undeletable={undeletableReason}
      filters={[
        {
          name: "status",
          label: "Status",
          options: [
            { value: "published", label: "Published" },
            { value: "unpublished", label: "Unpublished" },
          ],
        },
      ]}
      columns={[
        {
          label: "Name",
          sort: "name",
          render: (company) => (
            <span className="flex items-center gap-3">
              {company.logoUrl ? (
                <img src={company.logoUrl} alt="" className="h-8 w-12 object-contain" />
              ) : null}
              <span className="font-semibold">{company.name}</span>
            </span>
          ),
        },
        {
          label: "Status",
          render: (company) => (
            <StatusBadge status={company.published ? "published" : "unpublished"} />
          ),
        },
        {
          // All its jobs, as deleting counts them; the ones on the site beneath.
          label: "Jobs",
          render: (company) => (
            <>
              {company.jobCount}{" "}
              <span className="block whitespace-nowrap text-xs text-muted">
                ({company.openJobs} open)
              </span>
            </>
          ),
        },
        { label: "Initiatives", render: (company) => company.initiatives.length },
        {
          label: "Updated",
          sort: "updatedAt",
          render: (company) => new Date(company.updatedAt).toLocaleDateString(),
        },
      ]}
    />
  );
}
