import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { type Video, type VideoInput, videoInput } from "#shared/schemas/blogs.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Database } from "../../db/client.ts";
import { videos } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { blankToNull, dateOrNull, iso, likePattern, pageWindow } from "../../lib/values.ts";

type VideoRow = typeof videos.$inferSelect;
type ListQuery = { page: number; pageSize: number; q?: string; tag?: string };

const isPublic = sql`${videos.publishedAt} <= now()`;

function presentVideo(row: VideoRow): Video {
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

function toRow(input: VideoInput) {
  const video = videoInput.parse(input);
  return {
    title: video.title,
    tag: blankToNull(video.tag),
    thumbnailUrl: blankToNull(video.thumbnailUrl),
    url: video.url,
    publishedAt: dateOrNull(video.publishedAt) ?? new Date(),
  };
}

export function createVideoService(db: Database) {
  async function list(query: ListQuery, conditions: SQL[]): Promise<Paginated<Video>> {
    if (query.q) conditions.push(ilike(videos.title, likePattern(query.q)));
    if (query.tag) conditions.push(eq(videos.tag, query.tag));
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(videos)
        .where(where)
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(videos).where(where),
    ]);
    return {
      items: rows.map(presentVideo),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.value ?? 0,
    };
  }

  async function findOne(condition: SQL | undefined): Promise<Video> {
    const [row] = await db.select().from(videos).where(condition).limit(1);
    if (!row) throw notFound("Video");
    return presentVideo(row);
  }

  return {
    listPublic: (query: ListQuery) => list(query, [isPublic]),
    listAdmin: (query: ListQuery) => list(query, []),
    getPublic: (id: string) => findOne(and(eq(videos.id, id), isPublic)),
    get: (id: string) => findOne(eq(videos.id, id)),

    async create(input: VideoInput): Promise<Video> {
      const [row] = await db.insert(videos).values(toRow(input)).returning();
      return presentVideo(row!);
    },

    async update(id: string, input: VideoInput): Promise<Video> {
      const [row] = await db
        .update(videos)
        .set({ ...toRow(input), updatedAt: new Date() })
        .where(eq(videos.id, id))
        .returning();
      if (!row) throw notFound("Video");
      return presentVideo(row);
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
      if (deleted.length === 0) throw notFound("Video");
    },
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
