import type { Video } from "#shared/schemas/blogs.ts";
import type { videos } from "../../db/schema/index.ts";
import { iso } from "../../lib/values.ts";

export function presentVideo(row: typeof videos.$inferSelect): Video {
  return {
    id: row.id,
    title: row.title,
    tag: row.tag,
    thumbnailUrl: row.thumbnailUrl,
    url: row.url,
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
