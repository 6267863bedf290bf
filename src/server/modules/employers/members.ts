import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { MemberRole } from "#shared/constants.ts";
import type { LocaleCode } from "#shared/locales.ts";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import {
  type CompanyPeople,
  INVITATION_DAYS,
  type InvitationInput,
  type InvitationPreview,
} from "#shared/schemas/employers.ts";
import type { Database, Db } from "../../db/client.ts";
import { companies, companyMembers, invitations, users } from "../../db/schema/index.ts";
import { lockUntilCommit } from "../../lib/advisory-lock.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { createActionLimit } from "../../lib/rate-windows.ts";
import { iso } from "../../lib/values.ts";
import { canActFor, canManageCompany, canWorkFor } from "../../policies/access.ts";
import type { AuditService } from "../audit/service.ts";
import { hashToken } from "../auth/service.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import { INVITATION } from "./messages.ts";

const DAY_MS = 86_400_000;
const sameAddress = (column: typeof invitations.email | typeof users.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

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

const invalidLink = () =>
  new HttpError(
    400,
    "LINK_INVALID",
    "This invitation has expired, was withdrawn or was already used: ask for a new one",
  );

type Deps = { audit: AuditService; mail: MailService; siteUrl: string };

/**
 * A company's people: owners invite colleagues by e-mail (a random, hashed, expiring, single-use
 * link), change their part and remove them; anyone may leave. A company always keeps an owner.
 */
export function createMemberService(db: Database, { audit, mail, siteUrl }: Deps) {
  // Room for a team's first day, none for mailing strangers in bulk; per company.
  const invites = createActionLimit({ max: 30, windowMs: 3_600_000, what: "Too many invitations" });

  /** She manages this company: 404 to a stranger, 403 to a recruiter or an unconfirmed owner. */
  function assertManager(actor: CurrentUser, companyId: string) {
    if (!canWorkFor(actor, companyId)) throw notFound("Company");
    if (!canManageCompany(actor, companyId) || !canActFor(actor, companyId)) {
      throw new HttpError(403, "FORBIDDEN", "Only the company's owners can do this");
    }
  }

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

  const record = (tx: Db, actor: CurrentUser, companyId: string, change: object, was: object) =>
    audit.record(
      tx,
      actor,
      "member",
      "company",
      { id: companyId, ...was },
      { id: companyId, ...change },
    );

  /** An open invitation by its link's token, with its company; refused when it is not open. */
  async function openInvitation(q: Db, token: string) {
    const [row] = await q
      .select({
        id: invitations.id,
        companyId: invitations.companyId,
        companyName: companies.name,
        email: invitations.email,
        role: invitations.role,
      })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      // Only while whoever sent it is still an owner of an approved company: an owner removed
      // since cannot bring people in through the links she sent before.
      .innerJoin(
        companyMembers,
        and(
          eq(companyMembers.companyId, invitations.companyId),
          eq(companyMembers.userId, invitations.invitedBy),
          eq(companyMembers.role, "owner"),
        ),
      )
      .where(
        and(
          eq(invitations.tokenHash, hashToken(token)),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, new Date()),
          eq(companies.status, "approved"),
        ),
      );
    if (!row) throw invalidLink();
    return row;
  }

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

    /**
     * Mails a colleague a link to join, in `locale` (the inviter's page): a new invitation to
     * the same address replaces the open one. Only once the company is approved.
     */
    async invite(
      actor: CurrentUser,
      companyId: string,
      input: InvitationInput,
      locale: LocaleCode,
    ): Promise<CompanyPeople["invitations"][number]> {
      assertManager(actor, companyId);
      invites.count(companyId);
      return db.transaction(async (tx) => {
        const [company] = await tx
          .select({ name: companies.name, status: companies.status })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (company?.status !== "approved") {
          throw conflict("You can invite colleagues once we have approved the company");
        }
        const [already] = await tx
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(
            and(eq(companyMembers.companyId, companyId), sameAddress(users.email, input.email)),
          );
        if (already) {
          const message = "This person is already one of the company's people";
          throw new HttpError(409, "ALREADY_MEMBER", message, { email: message });
        }
        await tx
          .delete(invitations)
          .where(
            and(
              eq(invitations.companyId, companyId),
              sameAddress(invitations.email, input.email),
              isNull(invitations.acceptedAt),
            ),
          );
        const token = randomBytes(32).toString("base64url");
        const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
        const [created] = await tx
          .insert(invitations)
          .values({
            companyId,
            email: input.email,
            role: input.role,
            tokenHash: hashToken(token),
            invitedBy: actor.id,
            expiresAt,
          })
          .returning();
        const expires = new Intl.DateTimeFormat(locale, {
          dateStyle: "long",
          timeZone: "UTC",
        }).format(expiresAt);
        await mail.queueMessage(tx, input.email, locale, INVITATION, {
          inviter: actor.displayName,
          company: company.name,
          role: input.role,
          expires,
          acceptUrl: `${pageUrl(siteUrl, locale, "/employer/invitations")}?token=${token}`,
        });
        await record(tx, actor, companyId, { invited: `${input.email} (${input.role})` }, {});
        return {
          id: created!.id,
          email: created!.email,
          role: created!.role,
          expiresAt: iso(expiresAt),
        };
      });
    },

    async withdrawInvitation(actor: CurrentUser, companyId: string, invitationId: string) {
      assertManager(actor, companyId);
      const removed = await db
        .delete(invitations)
        .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)))
        .returning({ id: invitations.id });
      if (removed.length === 0) throw notFound("Invitation");
    },

    /** What an invitation's link offers, for the page that asks her to accept it. */
    preview: (token: string): Promise<InvitationPreview> =>
      openInvitation(db, token).then(({ id: _id, ...shown }) => shown),

    /**
     * She joins the company, signed in with the address the link was mailed to (which the link
     * also confirms). Answers the company's id.
     */
    accept: (actor: CurrentUser, token: string): Promise<{ companyId: string }> =>
      db.transaction(async (tx) => {
        const invitation = await openInvitation(tx, token);
        if (invitation.email.toLowerCase() !== actor.email.toLowerCase()) {
          throw new HttpError(
            403,
            "OTHER_ADDRESS",
            `This invitation was sent to another e-mail address: sign in with ${invitation.email} to accept it`,
          );
        }
        await tx
          .update(invitations)
          .set({ acceptedAt: new Date() })
          .where(eq(invitations.id, invitation.id));
        await tx
          .insert(companyMembers)
          .values({ companyId: invitation.companyId, userId: actor.id, role: invitation.role })
          .onConflictDoNothing();
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, actor.id));
        await record(
          tx,
          actor,
          invitation.companyId,
          { joined: `${actor.email} (${invitation.role})` },
          {},
        );
        return { companyId: invitation.companyId };
      }),

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
