import type { HTMLAttributes, ReactNode } from "react";

type CardProps = HTMLAttributes<HTMLElement> & {
  /** An `li` when the card is an item of a list of its own, an `article` otherwise. */
  as?: "article" | "li";
  /** The picture on top, full width. */
  media?: ReactNode;
  /** Greyed out: a cancelled event. */
  muted?: boolean;
  children: ReactNode;
};

/**
 * The one card shape of the site (posts, events, videos, on their lists and on the home page):
 * a framed box, a picture on top, then its text. `relative`, so a heading link can stretch over
 * the whole card with `after:absolute after:inset-0`.
 */
export function Card({
  as: Tag = "article",
  media,
  muted = false,
  className = "",
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      {...rest}
      className={`relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 shadow-sm ${muted ? "bg-gray-50" : "bg-white"} ${className}`}
    >
      {media}
      <div className="flex flex-1 flex-col gap-2 p-5">{children}</div>
    </Tag>
  );
}

/** A post's or an event's cover picture (1200 × 630); decorative, the card's title names it. */
export function CoverImage({
  src,
  lazy,
  className = "",
}: {
  src: string | null;
  lazy: boolean;
  className?: string;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={lazy ? "lazy" : "eager"}
      className={`aspect-[1200/630] h-auto w-full object-cover ${className}`}
    />
  );
}

/** A video's thumbnail (16:9), or a plain box of the same size when it has none. */
export function VideoThumbnail({ src, lazy }: { src: string | null; lazy: boolean }) {
  return (
    <div>
      {src ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={lazy ? "lazy" : "eager"}
          className="aspect-video h-auto w-full object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-brand-100" />
      )}
    </div>
  );
}
