import { and, count, desc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import {
  PROFILE_ENTRIES_MAX,
  type ProfileEntry,
  type ProfileEntryInput,
  profileEntryInput,
  type SeekerProfile,
  type SeekerProfileInput,
  seekerProfileInput,
} from "#shared/schemas/profiles.ts";
import type { Db } from "../../db/client.ts";
import { profileEntries, profiles } from "../../db/schema/index.ts";
import { lockUntilCommit } from "../../lib/advisory-lock.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { blankToNull, isoOrNull } from "../../lib/values.ts";

type EntryRow = typeof profileEntries.$inferSelect;

const presentEntry = (row: EntryRow): ProfileEntry => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  organisation: row.organisation,
  startedOn: row.startedOn,
  endedOn: row.endedOn,
  note: row.note,
});

const entryValues = (input: ProfileEntryInput) => {
  const entry = profileEntryInput.parse(input);
  return {
    kind: entry.kind,
    title: entry.title,
    organisation: blankToNull(entry.organisation),
    startedOn: entry.startedOn,
    endedOn: entry.endedOn || null,
    note: blankToNull(entry.note),
  };
};

const mine = (member: CurrentUser, id: string) =>
  and(eq(profileEntries.id, id), eq(profileEntries.userId, member.id));

/** A job seeker's own profile and history: every query is scoped to her. */
export function createProfileService(db: Db) {
  async function get(member: Pick<CurrentUser, "id">): Promise<SeekerProfile> {
    const [[row], entries] = await Promise.all([
      db.select().from(profiles).where(eq(profiles.userId, member.id)),
      db
        .select()
        .from(profileEntries)
        .where(eq(profileEntries.userId, member.id))
        // What goes on first, then the latest start.
        .orderBy(
          sql`${profileEntries.endedOn} is not null`,
          desc(profileEntries.endedOn),
          desc(profileEntries.startedOn),
        ),
    ]);
    return {
      headline: row?.headline ?? null,
      location: row?.location ?? null,
      country: row?.country ?? null,
      categories: row?.categories ?? [],
      workplaces: row?.workplaces ?? [],
      employmentTypes: row?.employmentTypes ?? [],
      preferredLocations: row?.preferredLocations ?? [],
      skills: row?.skills ?? [],
      visibility: row?.visibility ?? "private",
      entries: entries.map(presentEntry),
      updatedAt: isoOrNull(row?.updatedAt ?? null),
    };
  }

  return {
    get,

    async save(member: CurrentUser, input: SeekerProfileInput): Promise<SeekerProfile> {
      const profile = seekerProfileInput.parse(input);
      const values = {
        headline: blankToNull(profile.headline),
        location: blankToNull(profile.location),
        country: blankToNull(profile.country),
        categories: profile.categories,
        workplaces: profile.workplaces,
        employmentTypes: profile.employmentTypes,
        preferredLocations: profile.preferredLocations,
        skills: profile.skills,
        visibility: profile.visibility,
        updatedAt: new Date(),
      };
      await db
        .insert(profiles)
        .values({ userId: member.id, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
      return get(member);
    },

    /** 409 ENTRIES_FULL past PROFILE_ENTRIES_MAX. */
    async addEntry(member: CurrentUser, input: ProfileEntryInput): Promise<ProfileEntry> {
      return db.transaction(async (tx) => {
        await lockUntilCommit(tx, `profile:${member.id}`);
        const [kept] = await tx
          .select({ value: count() })
          .from(profileEntries)
          .where(eq(profileEntries.userId, member.id));
        if ((kept?.value ?? 0) >= PROFILE_ENTRIES_MAX) {
          throw new HttpError(
            409,
            "ENTRIES_FULL",
            `A history holds ${PROFILE_ENTRIES_MAX} entries: merge or remove some first`,
          );
        }
        const [row] = await tx
          .insert(profileEntries)
          .values({ userId: member.id, ...entryValues(input) })
          .returning();
        return presentEntry(row!);
      });
    },

    async updateEntry(
      member: CurrentUser,
      id: string,
      input: ProfileEntryInput,
    ): Promise<ProfileEntry> {
      const [row] = await db
        .update(profileEntries)
        .set({ ...entryValues(input), updatedAt: new Date() })
        .where(mine(member, id))
        .returning();
      if (!row) throw notFound("Entry");
      return presentEntry(row);
    },

    async removeEntry(member: CurrentUser, id: string): Promise<void> {
      const removed = await db
        .delete(profileEntries)
        .where(mine(member, id))
        .returning({ id: profileEntries.id });
      if (removed.length === 0) throw notFound("Entry");
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
