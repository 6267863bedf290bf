import type { SynonymGroup } from "#shared/schemas/search.ts";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { SYNONYMS } from "../../../features/admin/resources.ts";

/** Groups in the order of their first word; the search box finds a group by any of its words. */
export default function AdminSynonyms() {
  return (
    <ResourceList<SynonymGroup>
      title="Search synonyms"
      {...SYNONYMS}
      describe={(group) => group.words.slice(0, 3).join(", ")}
      columns={[
        {
          label: "Words that mean the same",
          render: (group) => (
            <ul className="flex max-w-3xl flex-wrap gap-1.5">
              {group.words.map((word) => (
                <li key={word} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm">
                  {word}
                </li>
              ))}
            </ul>
          ),
        },
        {
          label: "Changed",
          className: "whitespace-nowrap",
          render: (group) => new Date(group.updatedAt).toLocaleDateString(),
        },
      ]}
    />
  );
}
