import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
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
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import type { LimitStore } from "../../lib/limit-store.ts";
import { createActionLimit } from "../../lib/rate-windows.ts";
import { sameAddress } from "../../lib/same-address.ts";
import { iso } from "../../lib/values.ts";
import type { AuditService } from "../audit/service.ts";
import { hashToken } from "../auth/service.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import { assertManager, peopleChange } from "./members.ts";
import { INVITATION } from "./messages.ts";

const DAY_MS = 86_400_000;

const invalidLink = () =>
  new HttpError(
    400,
    "LINK_INVALID",
    "This invitation has expired, was withdrawn or was already used: ask for a new one",
  );

type Deps = { audit: AuditService; mail: MailService; siteUrl: string; limits: LimitStore };

/**
 * How colleagues come in: an owner invites by e-mail, with a random link (only its hash kept)
 * that works once, for 7 days, for the invited address, while its sender is still an owner.
 */
export function createInvitationService(db: Database, { audit, mail, siteUrl, limits }: Deps) {
  // Room for a team's first day, none for mailing strangers in bulk; per company.
  const invites = createActionLimit({
    store: limits,
    name: "invitations",
    max: 30,
    windowMs: 3_600_000,
    what: "Too many invitations",
  });
  const record = peopleChange(audit);

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
      await invites.count(companyId);
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

    async withdraw(actor: CurrentUser, companyId: string, invitationId: string) {
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
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
