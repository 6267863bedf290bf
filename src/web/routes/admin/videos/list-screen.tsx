import type { Video } from "#shared/schemas/blogs.ts";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { VIDEOS } from "../../../features/admin/resources.ts";

/** The video API sorts newest first and takes no sort or status, so neither is offered here. */
export default function AdminVideos() {
  return (
    <ResourceList<Video>
      title="Videos"
      {...VIDEOS}
      describe={(video) => video.title}
      columns={[
        {
          label: "Title",
          render: (video) => (
            <span className="flex min-w-56 items-center gap-3">
              {video.thumbnailUrl ? (
                <img
                  src={video.thumbnailUrl}
                  alt=""
                  className="h-10 w-16 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="h-10 w-16 shrink-0 rounded bg-gray-100" aria-hidden="true" />
              )}
              <span className="font-semibold">{video.title}</span>
            </span>
          ),
        },
        { label: "Tag", render: (video) => video.tag || "—" },
        {
          label: "Published",
          className: "whitespace-nowrap",
          render: (video) => (
            <span className="flex flex-col items-start gap-1">
              {new Date(video.publishedAt).toLocaleDateString()}
              {new Date(video.publishedAt) > new Date() ? <StatusBadge status="scheduled" /> : null}
            </span>
          ),
        },
        {
          label: "Video",
          render: (video) => (
            <a
              href={video.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold whitespace-nowrap text-brand-700 underline"
            >
              Watch<span className="sr-only"> {video.title} (opens in a new tab)</span>
            </a>
          ),
        },
      ]}
    />
  );
}
