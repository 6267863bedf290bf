import { and, asc, count, eq } from "drizzle-orm";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import type { AdminCompany } from "#shared/schemas/companies.ts";
import type {
  CompanyApplicationInput,
  CompanyProfileInput,
  EmployerCompany,
  EmployerSignUpInput,
} from "#shared/schemas/employers.ts";
import type { Database, Db } from "../../db/client.ts";
import { companies, companyMembers, users } from "../../db/schema/index.ts";
import { lockUntilCommit } from "../../lib/advisory-lock.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { resolveSlug } from "../../lib/unique-slug.ts";
import { blankToNull } from "../../lib/values.ts";
import { canActFor, canManageCompany, canWorkFor } from "../../policies/access.ts";
import type { Actor } from "../../policies/actor.ts";
import type { AuditService } from "../audit/service.ts";
import type { EmailVerificationService } from "../auth/email-verification.ts";
import { type AuthService, type Client, presentUser } from "../auth/service.ts";
import type { CompanyService } from "../companies/service.ts";
import type { MailService } from "../mail/service.ts";
import { pageUrl } from "../mail/translations.ts";
import type { UploadService } from "../uploads/service.ts";
import { COMPANY_APPROVED, COMPANY_DECLINED } from "./messages.ts";

/** Companies one person may have waiting for approval at once: room for a group, none for spam. */
export const PENDING_MAX = 3;

type Deps = {
  auth: AuthService;
  emailVerification: EmailVerificationService;
  companies: CompanyService;
  audit: AuditService;
  mail: MailService;
  uploads: UploadService;
  siteUrl: string;
};

/**
 * Companies joining the platform by themselves: each starts pending, with the person who signed
 * it up as its first owner, and goes public only when an admin approves it.
 */
export function createEmployerService(db: Database, deps: Deps) {
  const {
    auth,
    emailVerification,
    companies: companyService,
    audit,
    mail,
    uploads,
    siteUrl,
  } = deps;

  /** She may change the company's profile: 404 to a stranger, 403 to a recruiter or unconfirmed. */
  function assertOwner(member: CurrentUser, companyId: string) {
    if (!canWorkFor(member, companyId)) throw notFound("Company");
    if (!canManageCompany(member, companyId) || !canActFor(member, companyId)) {
      throw new HttpError(403, "FORBIDDEN", "Only the company's owners can change its profile");
    }
  }

  /** The pending company and her ownership of it, in the caller's transaction. */
  async function addPending(tx: Db, owner: CurrentUser, input: CompanyApplicationInput) {
    // Two sign-ups at once cannot both pass the count.
    await lockUntilCommit(tx, `pending-companies:${owner.id}`);
    const [waiting] = await tx
      .select({ value: count() })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, owner.id), eq(companies.status, "pending")));
    if ((waiting?.value ?? 0) >= PENDING_MAX) {
      throw conflict(
        `You already have ${PENDING_MAX} companies waiting for approval: we will answer those first`,
      );
    }
    const slug = await resolveSlug(tx, companies, null, input.companyName);
    const [created] = await tx
      .insert(companies)
      .values({
        slug,
        name: input.companyName,
        website: input.website,
        country: input.country || null,
        initiatives: Object.keys(input.initiatives) as AdminCompany["initiatives"],
        initiativeEvidence: input.initiatives,
        verifiedInitiatives: [],
        status: "pending",
        published: false,
        trusted: false,
        language: owner.locale,
      })
      .returning({ id: companies.id });
    await tx
      .insert(companyMembers)
      .values({ companyId: created!.id, userId: owner.id, role: "owner" });
    const company = await companyService.getWithin(tx, created!.id);
    await audit.record(tx, owner, "create", "company", null, company);
    return company;
  }

  /** The owners of a company, whom its approval or decline is told to, each in her language. */
  const ownersOf = (tx: Db, companyId: string) =>
    tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")));

  return {
    /**
     * A new account and its pending company, in one transaction with the address's confirmation
     * mail: the same limits and checks as any sign-up. Answers the session, as signing up does.
     */
    signUp: (input: EmployerSignUpInput, client: Client, origin: string) =>
      auth.register(input, client, async (tx, user) => {
        await emailVerification.send(tx, user, input.locale, origin);
        await addPending(tx, presentUser({ ...user, memberships: [] }), input);
      }),

    /** A signed-in person signs another company up, as its first owner. */
    apply: (owner: CurrentUser, input: CompanyApplicationInput): Promise<AdminCompany> =>
      db.transaction((tx) => addPending(tx, owner, input)),

    /** The companies she works for, with where each stands and her part in it. */
    async companiesOf(member: CurrentUser): Promise<EmployerCompany[]> {
      const rows = await db
        .select({
          id: companies.id,
          slug: companies.slug,
          name: companies.name,
          logoUrl: companies.logoUrl,
          status: companies.status,
          declineReason: companies.declineReason,
          trusted: companies.trusted,
          role: companyMembers.role,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, member.id))
        .orderBy(asc(companies.name));
      return rows;
    },

    /** The company's profile as its people see it, published or not. */
    async profile(member: CurrentUser, companyId: string): Promise<AdminCompany> {
      if (!canWorkFor(member, companyId)) throw notFound("Company");
      return companyService.get(companyId);
    },

    /**
     * Its owners' changes to the profile; claims they drop lose their verification, claims they
     * add wait for our check. A recruiter or an unconfirmed owner is refused.
     */
    updateProfile: (
      owner: CurrentUser,
      companyId: string,
      input: CompanyProfileInput,
    ): Promise<AdminCompany> => {
      assertOwner(owner, companyId);
      return db.transaction(async (tx) => {
        const before = await companyService.getWithin(tx, companyId);
        const claimed = Object.keys(input.initiatives) as AdminCompany["initiatives"];
        await tx
          .update(companies)
          .set({
            logoUrl: blankToNull(input.logoUrl),
            website: blankToNull(input.website),
            tagline: blankToNull(input.tagline),
            description: input.description,
            industry: blankToNull(input.industry),
            size: blankToNull(input.size),
            headquarters: blankToNull(input.headquarters),
            country: blankToNull(input.country),
            applicationNotices: input.applicationNotices,
            language: input.language,
            initiatives: claimed,
            initiativeEvidence: input.initiatives,
            verifiedInitiatives: before.verifiedInitiatives.filter((key) => claimed.includes(key)),
            updatedAt: new Date(),
          })
          .where(eq(companies.id, companyId));
        const after = await companyService.getWithin(tx, companyId);
        await audit.record(tx, owner, "update", "company", before, after);
        return after;
      });
    },

    /** A new logo for the company's profile, stored by the upload service's checks: its URL. */
    async uploadLogo(owner: CurrentUser, companyId: string, image: Buffer): Promise<string> {
      assertOwner(owner, companyId);
      await uploads.allowUpload(owner, "logo");
      return (await uploads.storeImage(image, "logo")).url;
    },

    /** An admin approves a joining company, or declines it with a reason: its owners are told. */
    decide: (
      actor: Actor,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<AdminCompany> =>
      companyService.decide(actor, id, decision, async (tx, company) => {
        for (const owner of await ownersOf(tx, company.id)) {
          const values = { name: owner.name, company: company.name };
          if (decision.approve) {
            await mail.queueMessage(tx, owner.email, owner.locale, COMPANY_APPROVED, {
              ...values,
              workspaceUrl: pageUrl(siteUrl, owner.locale, "/employer"),
            });
          } else {
            await mail.queueMessage(tx, owner.email, owner.locale, COMPANY_DECLINED, {
              ...values,
              reason: decision.reason,
              contactUrl: pageUrl(siteUrl, owner.locale, "/contact"),
            });
          }
        }
      }),
  };
}
export type EmployerService = ReturnType<typeof createEmployerService>;
