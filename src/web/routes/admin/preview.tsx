import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams } from "react-router";
import { Spinner } from "../../components/admin/spinner.tsx";
import { PostView } from "../../components/blog/post-view.tsx";
import { EventView } from "../../components/events/event-view.tsx";
import { JobView } from "../../components/jobs/job-view.tsx";
import { AdminGuard } from "../../features/admin/admin-guard.tsx";
import { AdminQueryProvider, failureMessage } from "../../features/admin/admin-queries.tsx";
import {
  loadPreview,
  PREVIEW_RESOURCES,
  type Preview,
  type PreviewResource,
} from "../../features/admin/preview-data.ts";
import { SiteFooter } from "../../features/site-shell/site-footer.tsx";
import { SiteHeader } from "../../features/site-shell/site-header.tsx";

export const meta = () => [
  { title: "Preview | Admin | Career Platform" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/{jobs,blogs,events}/preview/{id}: an item the public cannot see yet, on its public
 * page (the same component, header and footer), under a notice that says it is a preview.
 * Admins only, in the browser like the rest of the admin area (docs/decisions/0010).
 */
export default function AdminPreview() {
  return (
    <AdminGuard>
      <AdminQueryProvider>
        <PreviewScreen />
      </AdminQueryProvider>
    </AdminGuard>
  );
}

function PreviewScreen() {
  const { pathname } = useLocation();
  const { id = "" } = useParams();
  const resource = PREVIEW_RESOURCES.find((name) => pathname.startsWith(`/admin/${name}/`));
  const query = useQuery({
    queryKey: [`/${resource}/${id}`, "preview"],
    queryFn: () => loadPreview(resource!, id),
    enabled: resource !== undefined,
  });

  if (!resource) return null;
  const preview = query.data;
  const error = failureMessage(query.error);
  return (
    <>
      <PreviewNotice resource={resource} id={id} preview={preview} />
      <SiteHeader />
      <main id="main" className="flex-1">
        {error ? (
          <p
            role="alert"
            className="mx-auto mt-10 max-w-2xl rounded-md bg-red-50 px-4 py-3 text-red-800"
          >
            Could not show the preview: {error}
          </p>
        ) : preview ? (
          <PreviewPage preview={preview} />
        ) : (
          <Spinner label="Loading the preview…" />
        )}
      </main>
      <SiteFooter />
    </>
  );
}

function PreviewPage({ preview }: { preview: Preview }) {
  if (preview.resource === "jobs") return <JobView {...preview.view} />;
  if (preview.resource === "blogs") return <PostView {...preview.view} />;
  return <EventView {...preview.view} />;
}

function PreviewNotice({
  resource,
  id,
  preview,
}: {
  resource: PreviewResource;
  id: string;
  preview?: Preview;
}) {
  return (
    <section
      aria-label="Preview notice"
      className="border-b-4 border-amber-500 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <p>
          <strong>Preview</strong>
          {preview ? ` of “${preview.title}”. ${preview.summary}` : "."} This is its page as the
          public will see it once it is published.
        </p>
        <p className="flex gap-4">
          <Link to={`/admin/${resource}/edit/${id}`} className="font-semibold underline">
            Back to editing
          </Link>
          <Link to={`/admin/${resource}`} className="font-semibold underline">
            Back to the list
          </Link>
        </p>
      </div>
    </section>
  );
}
