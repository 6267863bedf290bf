import { z } from "zod";
import { paginationQuery } from "#shared/schemas/common.ts";
import { SITE_NAME } from "#shared/site.ts";
import { listHref, Pagination } from "../../components/blog/pagination.tsx";
import { distinctTags, TagFilter } from "../../components/blog/tag-filter.tsx";
import { toVideoCard, VideoCard } from "../../components/videos/video-card.tsx";
import { requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/videos.ts";

const PAGE_SIZE = 12;
// Enough to collect every tag of a library this size for the filter.
const TAG_SCAN = 100;
const query = z.object({
  page: paginationQuery.shape.page,
  tag: z.string().trim().min(1).max(60).optional().catch(undefined),
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tag = loaderData?.tag;
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: tag ? `Videos: ${tag}` : page > 1 ? `Video Library, page ${page}` : "Video Library",
    description: `Short career videos from ${SITE_NAME}: salary conversations, interviews, returning to work, flexible working and leadership.`,
    origin: originOf(matches),
    path: listHref("/videos", { tag, page }),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const page = parsed.success ? parsed.data.page : 1;
  const tag = parsed.success ? parsed.data.tag : undefined;
  const [videos, all] = await Promise.all([
    services.videos.listPublic({ page, pageSize: PAGE_SIZE, tag }),
    services.videos.listPublic({ page: 1, pageSize: TAG_SCAN }),
  ]);
  return {
    videos: videos.items.map(toVideoCard),
    total: videos.total,
    page,
    tag,
    tags: distinctTags(all.items.map((video) => (video.tag ? [video.tag] : []))),
  };
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos, total, page, tag, tags } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Video Library</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Short, practical videos from {SITE_NAME}: hear from people who have negotiated, returned to
        work, changed careers and stepped up to lead.
      </p>
      <TagFilter path="/videos" tags={tags} active={tag} label="Video topics" />
      {videos.length === 0 ? (
        <div className="mt-8 rounded-lg bg-brand-50 p-6">
          <p className="font-semibold">No videos here yet.</p>
          <p className="mt-1">Try another topic, or check back soon for new videos.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video, index) => (
            <li key={video.id}>
              <VideoCard video={video} lazy={index >= 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label="Video pages"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(target) => listHref("/videos", { tag, page: target })}
      />
    </div>
  );
}
