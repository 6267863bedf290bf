import { createHash, randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { CVS_MAX, type Cv } from "#shared/schemas/cvs.ts";
import type { Db } from "../../db/client.ts";
import { applications, files, jobs } from "../../db/schema/index.ts";
import { lockUntilCommit } from "../../lib/advisory-lock.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { createMemoryLimitStore, type LimitStore } from "../../lib/limit-store.ts";
import { createActionLimit } from "../../lib/rate-windows.ts";
import { iso } from "../../lib/values.ts";
import { canReadEveryFile, isEmployer } from "../../policies/access.ts";
import type { Actor } from "../../policies/actor.ts";
import { withinWorkableCompanies } from "../../policies/scope.ts";
import type { PrivateFileStorage } from "../uploads/storage/index.ts";
import { CV_TYPES, type CvType, cvFormat } from "./cv-inspection.ts";
import { type CvInspector, createCvInspector } from "./cv-inspector.ts";

type FileRow = typeof files.$inferSelect;
/** CV uploads one account may make an hour. */
const UPLOADS_PER_HOUR = 20;
type Member = { id: string };

const presentCv = (row: FileRow): Cv => ({
  id: row.id,
  name: row.name,
  format: cvFormat(row.contentType),
  size: row.size,
  isDefault: row.isDefault,
  createdAt: iso(row.createdAt),
});

/** One member's CVs change one at a time: uploads, the default, removal and applying take it. */
export const lockCvs = (tx: Db, member: Member) => lockUntilCommit(tx, `cvs:${member.id}`);

/** No application holds the file any more. */
const unheld = sql`not exists (select 1 from applications a where a.cv_file_id = ${files.id})`;

/** Her list: what she uploaded and has not removed. */
export const listedCvs = (member: Member) =>
  and(eq(files.ownerId, member.id), eq(files.kind, "cv"), isNull(files.removedAt));

/**
 * The name a person sees, never a path: no directories, no control or direction characters,
 * and the extension of what the bytes are.
 */
export function displayName(given: string | undefined, format: CvType): string {
  const base = (given ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  const stem = clean
    .replace(/\.[^.]*$/, "")
    .slice(0, 100)
    .trim();
  return `${stem || "CV"}.${format}`;
}

/**
 * A member's CVs, kept in private storage: checked by their bytes before anything is stored,
 * at most CVS_MAX, one of them the default. Every query is scoped to the actor.
 */
export function createCvService(
  db: Db,
  storage: PrivateFileStorage,
  {
    limits = createMemoryLimitStore(),
    inspector = createCvInspector(),
  }: { limits?: LimitStore; inspector?: CvInspector } = {},
) {
  // Room for a few fixes, none for filling the disk; counted here, so the API and the pages share it.
  const uploads = createActionLimit({
    store: limits,
    name: "cv-uploads",
    max: UPLOADS_PER_HOUR,
    windowMs: 3_600_000,
    what: "Too many uploads",
  });
  /**
   * The files an actor may download: any for an administrator; else her own listed CVs, and
   * for an employer the CVs of applications to her companies' jobs that were not withdrawn.
   */
  const readableBy = (actor: Actor, id: string): SQL | undefined => {
    if (canReadEveryFile(actor)) return eq(files.id, id);
    if (!("id" in actor)) return sql`false`;
    const sentToHerCompany = sql`exists (select 1 from ${applications}
      join ${jobs} on ${jobs.id} = ${applications.jobId}
      where ${applications.cvFileId} = ${files.id} and ${applications.status} <> 'withdrawn'
        and ${withinWorkableCompanies(jobs.companyId, actor)})`;
    return and(
      eq(files.id, id),
      or(listedCvs(actor), isEmployer(actor) ? sentToHerCompany : undefined),
    );
  };

  const download = async (row: FileRow) => ({
    name: row.name,
    contentType: row.contentType,
    data: await storage.read(row.storageKey),
  });

  async function list(member: Member): Promise<Cv[]> {
    const rows = await db
      .select()
      .from(files)
      .where(listedCvs(member))
      .orderBy(desc(files.isDefault), asc(files.createdAt));
    return rows.map(presentCv);
  }

  return {
    list,

    /** 422 for anything but a clean PDF or .docx, 409 CVS_FULL past CVS_MAX; her first is the default. */
    async upload(member: Member, upload: { data: Buffer; name?: string }): Promise<Cv> {
      await uploads.count(member.id);
      const format = await inspector.inspect(upload.data);
      const storageKey = `cvs/${randomUUID()}`;
      let stored = false;
      try {
        return await db.transaction(async (tx) => {
          await lockCvs(tx, member);
          const [kept] = await tx.select({ value: count() }).from(files).where(listedCvs(member));
          const held = kept?.value ?? 0;
          if (held >= CVS_MAX) {
            throw new HttpError(
              409,
              "CVS_FULL",
              `You can keep ${CVS_MAX} CVs: remove one before uploading another`,
            );
          }
          await storage.put(storageKey, upload.data);
          stored = true;
          const [row] = await tx
            .insert(files)
            .values({
              ownerId: member.id,
              kind: "cv",
              name: displayName(upload.name, format),
              contentType: CV_TYPES[format],
              size: upload.data.length,
              sha256: createHash("sha256").update(upload.data).digest("hex"),
              storageKey,
              isDefault: held === 0,
            })
            .returning();
          return presentCv(row!);
        });
      } catch (error) {
        // Nothing half-written: bytes without their row go too.
        if (stored) await storage.remove(storageKey);
        throw error;
      }
    },

    async makeDefault(member: Member, id: string): Promise<Cv[]> {
      await db.transaction(async (tx) => {
        await lockCvs(tx, member);
        const [chosen] = await tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.id, id), listedCvs(member)));
        if (!chosen) throw notFound("CV");
        await tx.update(files).set({ isDefault: false }).where(listedCvs(member));
        await tx.update(files).set({ isDefault: true }).where(eq(files.id, id));
      });
      return list(member);
    },

    /** Gone from her list at once; the bytes stay only while an application holds them. */
    async remove(member: Member, id: string): Promise<void> {
      const gone = await db.transaction(async (tx) => {
        await lockCvs(tx, member);
        const [removed] = await tx
          .update(files)
          .set({ removedAt: new Date(), isDefault: false })
          .where(and(eq(files.id, id), listedCvs(member)))
          .returning({ storageKey: files.storageKey });
        if (!removed) throw notFound("CV");
        const [next] = await tx
          .select({ id: files.id, isDefault: files.isDefault })
          .from(files)
          .where(listedCvs(member))
          .orderBy(desc(files.isDefault), asc(files.createdAt))
          .limit(1);
        if (next && !next.isDefault)
          await tx.update(files).set({ isDefault: true }).where(eq(files.id, next.id));
        // Under the same lock as applying (which takes it too), so no application can take
        // this CV between the check and the delete.
        const deleted = await tx
          .delete(files)
          .where(and(eq(files.id, id), unheld))
          .returning();
        return deleted.length > 0 ? removed.storageKey : null;
      });
      if (gone) await storage.remove(gone);
    },

    /** A file the actor may read (404 for any other, whoever owns it), with its bytes. */
    async read(actor: Actor, id: string) {
      const [row] = await db.select().from(files).where(readableBy(actor, id));
      if (!row) throw notFound("File");
      return download(row);
    },

    /** A file a signed link was made for: the link was only made for someone who may read it. */
    async readLinked(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) throw notFound("File");
      return download(row);
    },

    close: () => inspector.close(),

    /** The bytes of files whose rows are gone (an account deleted). */
    async forgetStored(storageKeys: string[]): Promise<void> {
      for (const key of storageKeys) await storage.remove(key);
    },

    /** Deletes the rows and bytes of removed files no application holds any more. */
    async purgeIfUnheld(rows: FileRow[]): Promise<void> {
      for (const row of rows) {
        if (!row.removedAt) continue;
        const [deleted] = await db
          .delete(files)
          .where(and(eq(files.id, row.id), unheld))
          .returning({ id: files.id });
        if (deleted) await storage.remove(row.storageKey);
      }
    },
  };
}
export type CvService = ReturnType<typeof createCvService>;
