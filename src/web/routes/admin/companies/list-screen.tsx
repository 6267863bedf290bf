import { type AdminCompany, undeletableReason } from "#shared/schemas/companies.ts";
import { statusColumn, statusFilter, updatedColumn } from "../../../features/admin/columns.tsx";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { COMPANIES } from "../../../features/admin/resources.ts";

export default function AdminCompanies() {
  return (
    <ResourceList<AdminCompany>
      title="Companies"
      {...COMPANIES}
      describe={(company) => company.name}
      undeletable={undeletableReason}
      filters={[
        statusFilter([
          { value: "published", label: "Published" },
          { value: "unpublished", label: "Unpublished" },
          { value: "pending", label: "Waiting for approval" },
          { value: "declined", label: "Declined" },
        ]),
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
        statusColumn((company) =>
          company.status !== "approved"
            ? company.status
            : company.published
              ? "published"
              : "unpublished",
        ),
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
        updatedColumn((iso) => new Date(iso).toLocaleDateString()),
      ]}
    />
  );
}
