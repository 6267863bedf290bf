import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { MemberRole } from "#shared/constants.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type { CompanyPeople } from "#shared/schemas/employers.ts";
import type { Database, Db } from "../../db/client.ts";
import { companies, companyMembers, invitations, users } from "../../db/schema/index.ts";
import { lockUntilCommit } from "../../lib/advisory-lock.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { iso } from "../../lib/values.ts";
import { canActFor, canManageCompany, canWorkFor } from "../../policies/access.ts";
import type { AuditService } from "../audit/service.ts";

/**
 * The companies her leaving would leave to recruiters with no owner: those she is the last owner
 * of while others still work there. Locks each against a concurrent change of its people.
 */
export async function companiesNeedingHer(tx: Db, userId: string): Promise<string[]> {
  const owned = await tx
    .select({ id: companyMembers.companyId, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.role, "owner")));
  const stranded: string[] = [];
  for (const company of owned) {
    await lockUntilCommit(tx, `company-members:${company.id}`);
    const others = await tx
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, company.id), sql`${companyMembers.userId} <> ${userId}`),
      );
    if (others.length > 0 && !others.some((other) => other.role === "owner")) {
      stranded.push(company.name);
    }
  }
  return stranded;
}

/** She manages this company: 404 to a stranger, 403 to a recruiter or an unconfirmed owner. */
export function assertManager(actor: CurrentUser, companyId: string) {
  if (!canWorkFor(actor, companyId)) throw notFound("Company");
  if (!canManageCompany(actor, companyId) || !canActFor(actor, companyId)) {
    throw new HttpError(403, "FORBIDDEN", "Only the company's owners can do this");
  }
}

/** A change to a company's people, in its audit history. */
export const peopleChange =
  (audit: Pick<AuditService, "record">) =>
  (tx: Db, actor: CurrentUser, companyId: string, change: object, was: object) =>
    audit.record(
      tx,
      actor,
      "member",
      "company",
      { id: companyId, ...was },
      { id: companyId, ...change },
    );

/**
 * A company's people: owners change their part and remove them; anyone may leave. A company
 * always keeps an owner. (They come in by invitation: invitations.ts.)
 */
export function createMemberService(db: Database, { audit }: { audit: AuditService }) {
  /** The company's owners, counted inside `tx` with the company locked against a race. */
  async function ownersLeft(tx: Db, companyId: string, without: string) {
    await lockUntilCommit(tx, `company-members:${companyId}`);
    const [row] = await tx
      .select({ value: count() })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.role, "owner"),
          sql`${companyMembers.userId} <> ${without}`,
        ),
      );
    return row?.value ?? 0;
  }

  async function membership(tx: Db, companyId: string, userId: string) {
    const [row] = await tx
      .select({ role: companyMembers.role, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    if (!row) throw notFound("Member");
    return row;
  }

  const record = peopleChange(audit);

  return {
    /** Everyone of the company, owners first; its open invitations for its owners. */
    async list(actor: CurrentUser, companyId: string): Promise<CompanyPeople> {
      if (!canWorkFor(actor, companyId)) throw notFound("Company");
      const members = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: companyMembers.role,
          since: companyMembers.createdAt,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.role), asc(users.name));
      const open = canManageCompany(actor, companyId)
        ? await db
            .select()
            .from(invitations)
            .where(
              and(
                eq(invitations.companyId, companyId),
                isNull(invitations.acceptedAt),
                gt(invitations.expiresAt, new Date()),
              ),
            )
            .orderBy(asc(invitations.createdAt))
        : [];
      return {
        members: members.map((member) => ({ ...member, since: iso(member.since) })),
        invitations: open.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          expiresAt: iso(row.expiresAt),
        })),
      };
    },

    /** An owner changes a colleague's part; the last owner stays one. */
    async setRole(actor: CurrentUser, companyId: string, userId: string, role: MemberRole) {
      assertManager(actor, companyId);
      await db.transaction(async (tx) => {
        const before = await membership(tx, companyId, userId);
        if (before.role === role) return;
        if (role !== "owner" && (await ownersLeft(tx, companyId, userId)) === 0) {
          throw conflict("The company needs an owner: make someone else an owner first");
        }
        await tx
          .update(companyMembers)
          .set({ role })
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        await record(
          tx,
          actor,
          companyId,
          { [before.email]: role },
          { [before.email]: before.role },
        );
      });
    },

    /** An owner removes a colleague, or anyone leaves; the last owner cannot. */
    async remove(actor: CurrentUser, companyId: string, userId: string) {
      if (actor.id !== userId) assertManager(actor, companyId);
      else if (!canWorkFor(actor, companyId)) throw notFound("Company");
      await db.transaction(async (tx) => {
        const before = await membership(tx, companyId, userId);
        if (before.role === "owner" && (await ownersLeft(tx, companyId, userId)) === 0) {
          throw conflict("The company needs an owner: make someone else an owner first");
        }
        await tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        await record(
          tx,
          actor,
          companyId,
          { [before.email]: "removed" },
          { [before.email]: before.role },
        );
      });
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
