import { SITE_NAME } from "#shared/site.ts";
import { distinctTags, TagFilter } from "../../components/blog/tag-filter.tsx";
import { CardGrid, EmptyNote, ListPage } from "../../components/list-page/list-page.tsx";
import { Pagination } from "../../components/list-page/pagination.tsx";
import { toVideoCard, VideoCard } from "../../components/videos/video-card.tsx";
import { requestContext } from "../../lib/context.ts";
import { listHref } from "../../lib/list-href.ts";
import { pageMeta } from "../../lib/seo.ts";
import { loadTaggedList } from "../../lib/tagged-list.ts";
import type { Route } from "./+types/videos.ts";

const PAGE_SIZE = 12;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tag = loaderData?.tag;
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: tag ? `Videos: ${tag}` : page > 1 ? `Video Library, page ${page}` : "Video Library",
    description: `Short career videos from ${SITE_NAME}: salary conversations, interviews, returning to work, flexible working and leadership.`,
    matches,
    path: listHref("/videos", { tag, page }),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const {
    results: videos,
    newest,
    page,
    tag,
  } = await loadTaggedList(request, {
    pageSize: PAGE_SIZE,
    maxTagLength: 60,
    list: services.videos.listPublic,
  });
  return {
    videos: videos.items.map(toVideoCard),
    total: videos.total,
    page,
    tag,
    tags: distinctTags(newest.map((video) => (video.tag ? [video.tag] : []))),
  };
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos, total, page, tag, tags } = loaderData;
  return (
    <ListPage
      title="Video Library"
      intro={`Short, practical videos from ${SITE_NAME}: hear from people who have negotiated, returned to work, changed careers and stepped up to lead.`}
    >
      <TagFilter path="/videos" tags={tags} active={tag} label="Video topics" />
      {videos.length === 0 ? (
        <EmptyNote title="No videos here yet.">
          Try another topic, or check back soon for new videos.
        </EmptyNote>
      ) : (
        <CardGrid
          items={videos}
          keyOf={(video) => video.id}
          card={(video, lazy) => <VideoCard video={video} lazy={lazy} />}
        />
      )}
      <Pagination
        label="Video pages"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(target) => listHref("/videos", { tag, page: target })}
      />
    </ListPage>
  );
}
