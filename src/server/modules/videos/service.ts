import { and, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { type Video, type VideoInput, videoInput } from "#shared/schemas/blogs.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Db } from "../../db/client.ts";
import { videos } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { blankToNull, dateOrNull, likePattern } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import { presentVideo } from "./presenter.ts";

type ListQuery = { page: number; pageSize: number; q?: string; tag?: string };

const isPublic = sql`${videos.publishedAt} <= now()`;

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

/** Every write runs in one transaction with its audit record. */
export function createVideoService(db: Db, { audit }: { audit: AuditService }) {
  async function list(query: ListQuery, conditions: SQL[]): Promise<Paginated<Video>> {
    if (query.q) conditions.push(ilike(videos.title, likePattern(query.q)));
    if (query.tag) conditions.push(eq(videos.tag, query.tag));
    const where = and(...conditions);
    const rows = db
      .select()
      .from(videos)
      .where(where)
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .$dynamic();
    return selectPage(query, rows, db.$count(videos, where), presentVideo);
  }

  async function findOne(q: Db, condition: SQL | undefined): Promise<Video> {
    const [row] = await q.select().from(videos).where(condition).limit(1);
    if (!row) throw notFound("Video");
    return presentVideo(row);
  }

  const writes = auditedWrites(db, audit, "video", (tx, id) => findOne(tx, eq(videos.id, id)));

  return {
    listPublic: (query: ListQuery) => list(query, [isPublic]),
    listAdmin: (query: ListQuery) => list(query, []),
    getPublic: (id: string) => findOne(db, and(eq(videos.id, id), isPublic)),
    get: (id: string) => findOne(db, eq(videos.id, id)),

    create: (actor: Actor, input: VideoInput): Promise<Video> =>
      writes.create(actor, async (tx) => {
        const [row] = await tx.insert(videos).values(toRow(input)).returning();
        return presentVideo(row!);
      }),

    update: (actor: Actor, id: string, input: VideoInput): Promise<Video> =>
      writes.change(actor, "update", id, async (tx) => {
        const [row] = await tx
          .update(videos)
          .set({ ...toRow(input), updatedAt: new Date() })
          .where(eq(videos.id, id))
          .returning();
        return presentVideo(row!);
      }),

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, (tx) => tx.delete(videos).where(eq(videos.id, id))),
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
