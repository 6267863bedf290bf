import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SITE_NAME } from "#shared/site.ts";
import { distinctTags, TagFilter } from "../../components/blog/tag-filter.tsx";
import { CardGrid, EmptyNote, ListPage } from "../../components/list-page/list-page.tsx";
import { Pagination } from "../../components/list-page/pagination.tsx";
import { toVideoCard, VideoCard } from "../../components/videos/video-card.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestContext } from "../../lib/context.ts";
import { listHref } from "../../lib/list-href.ts";
import { pageMeta } from "../../lib/seo.ts";
import { loadTaggedList } from "../../lib/tagged-list.ts";
import type { Route } from "./+types/videos.ts";

const PAGE_SIZE = 12;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tag = loaderData?.tag;
  const page = loaderData?.page ?? 1;
  const i18n = i18nOf(matches);
  return pageMeta({
    title: tag
      ? t(i18n)`Videos: ${tag}`
      : page > 1
        ? t(i18n)`Video Library, page ${page}`
        : t(i18n)`Video Library`,
    description: t(
      i18n,
    )`Short career videos from ${SITE_NAME}: salary conversations, interviews, returning to work, flexible working and leadership.`,
    matches,
    path: listHref("/videos", { tag, page }),
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const {
    results: videos,
    newest,
    page,
    tag,
  } = await loadTaggedList(url, {
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
  const { i18n } = useLingui();
  return (
    <ListPage
      title={<Trans>Video Library</Trans>}
      intro={
        <Trans>
          Short, practical videos from {SITE_NAME}: hear from people who have negotiated, returned
          to work, changed careers and stepped up to lead.
        </Trans>
      }
    >
      <TagFilter path="/videos" tags={tags} active={tag} label={t(i18n)`Video topics`} />
      {videos.length === 0 ? (
        <EmptyNote title={t(i18n)`No videos here yet.`}>
          <Trans>Try another topic, or check back soon for new videos.</Trans>
        </EmptyNote>
      ) : (
        <CardGrid
          items={videos}
          keyOf={(video) => video.id}
          card={(video, lazy) => <VideoCard video={video} lazy={lazy} />}
        />
      )}
      <Pagination
        label={t(i18n)`Video pages`}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(target) => listHref("/videos", { tag, page: target })}
      />
    </ListPage>
  );
}
