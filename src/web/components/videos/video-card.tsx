import { Trans } from "@lingui/react/macro";
import type { Video } from "#shared/schemas/blogs.ts";
import { Card, CardImage } from "../card.tsx";

export type VideoCardData = Pick<Video, "id" | "title" | "tag" | "thumbnailUrl" | "url">;

export function toVideoCard(video: Video): VideoCardData {
  return {
    id: video.id,
    title: video.title,
    tag: video.tag,
    thumbnailUrl: video.thumbnailUrl,
    url: video.url,
  };
}

/** The videos live on a video host: the card links out to it, naming where it goes. */
export function VideoCard({ video, lazy }: { video: VideoCardData; lazy: boolean }) {
  let host = "";
  try {
    host = new URL(video.url).host;
  } catch {
    // A stored URL that does not parse still links; it just is not named.
  }
  return (
    <Card
      data-testid="video-card"
      media={<CardImage shape="video" src={video.thumbnailUrl} lazy={lazy} />}
    >
      {video.tag ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{video.tag}</p>
      ) : null}
      <h2 className="text-lg font-semibold leading-snug">
        {/* The link covers the whole card (after:inset-0), so the thumbnail is clickable too. */}
        <a
          href={video.url}
          rel="noopener"
          className="text-ink after:absolute after:inset-0 hover:text-brand-700 hover:underline"
        >
          {video.title}
          {host ? (
            <span className="sr-only">
              {" "}
              <Trans>(watch on {host})</Trans>
            </span>
          ) : null}
        </a>
      </h2>
      {host ? (
        <p aria-hidden="true" className="mt-auto text-sm text-muted">
          <Trans>Watch on {host}</Trans>
        </p>
      ) : null}
    </Card>
  );
}
