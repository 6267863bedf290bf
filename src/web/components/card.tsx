import type { HTMLAttributes, ReactNode } from "react";
import { Link } from "../i18n/link.tsx";

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

const IMAGE_SHAPES = {
  /** A post's or an event's cover picture. */
  cover: { width: 1200, height: 630, aspect: "aspect-[1200/630]" },
  /** A video's thumbnail; without one, a plain box of the same size keeps the cards even. */
  video: { width: 640, height: 360, aspect: "aspect-video" },
};

/**
 * A card's picture, or the cover of the page the card leads to; decorative, since the title next
 * to it names what it shows.
 */
export function CardImage({
  src,
  shape,
  lazy,
  priority = false,
  className = "",
}: {
  src: string | null;
  shape: keyof typeof IMAGE_SHAPES;
  lazy: boolean;
  /** The largest thing on its page: React preloads it at high priority from the <head>. */
  priority?: boolean;
  className?: string;
}) {
  const { width, height, aspect } = IMAGE_SHAPES[shape];
  if (!src) return shape === "video" ? <div className={`${aspect} w-full bg-brand-100`} /> : null;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      fetchPriority={priority ? "high" : undefined}
      className={`${aspect} h-auto w-full object-cover ${className}`}
    />
  );
}

/**
 * A card's title linking to what the card shows. The link covers the whole card (after:), so the
 * card is one tap target; `roundCorners` follows a card with rounded-xl corners.
 */
export function CardTitle({
  to,
  className = "",
  roundCorners = false,
  children,
}: {
  to: string;
  className?: string;
  roundCorners?: boolean;
  children: ReactNode;
}) {
  return (
    <h3 className={`text-lg font-semibold ${className}`}>
      <Link
        to={to}
        className={`text-ink after:absolute after:inset-0 ${roundCorners ? "after:rounded-xl " : ""}hover:text-brand-700`}
      >
        {children}
      </Link>
    </h3>
  );
}
