import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, getTableColumns, gt, ne, type SQL, sql } from "drizzle-orm";
import type { Role } from "#shared/constants.ts";
import type {
  AccountSession,
  CurrentUser,
  LoginInput,
  Membership,
  PasswordChangeInput,
  ProfileInput,
  RegisterInput,
} from "#shared/schemas/accounts.ts";
import type { Database, Db } from "../../db/client.ts";
import { companyMembers, sessions, users } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { sameAddress } from "../../lib/same-address.ts";
import { iso } from "../../lib/values.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password.ts";
import { assertStrongPassword } from "./password-strength.ts";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits.ts";

/** A session ends 30 days after sign-in, or after 14 days unused, whichever comes first. */
export const SESSION_DAYS = 30;
export const SESSION_IDLE_DAYS = 14;
/** How stale `lastSeenAt` may be before a request refreshes it: one write per few minutes. */
const SEEN_EVERY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

type UserRow = typeof users.$inferSelect;

/**
 * The companies a user works for, read with her account in the same query: every policy
 * decision about a company's data is then a look at the actor, never another query.
 */
const memberships = sql<Membership[]>`coalesce((select json_agg(json_build_object(
  'companyId', m.company_id, 'role', m.role) order by m.created_at)
  from ${companyMembers} m where m.user_id = ${users.id}), '[]'::json)`;
const userWithMemberships = { ...getTableColumns(users), memberships };
type UserWithMemberships = UserRow & { memberships: Membership[] };

export function presentUser(
  user: Pick<UserRow, "id" | "email" | "name" | "role" | "emailVerifiedAt" | "locale"> & {
    memberships: Membership[];
  },
): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name || user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    locale: user.locale,
    memberships: user.memberships,
  };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const byEmail = (email: string) => sameAddress(users.email, email);

/**
 * Who is asking: the client's address (request.ip), which the sign-in and sign-up limits count,
 * and the browser's User-Agent, which names the session in her list of sessions.
 */
export type Client = { address: string; userAgent?: string };

/** A session is live while neither its age nor its idleness has run out. */
const live = (now: Date) =>
  and(
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS)),
  );

/**
 * Every new password, whoever sets it (sign-up, start-up's ADMIN_PASSWORD, the admin command,
 * any later password change), goes through here: refused when easy to guess, else hashed.
 */
export async function hashNewPassword(password: string, personal: string[]): Promise<string> {
  await assertStrongPassword(password, personal);
  return hashPassword(password);
}

/**
 * The API routes and the site's own forms both call register() and login() with the client's
 * address, so both get the same checks and share the same counters.
 */
export function createAuthService(
  db: Database,
  limits: SignInLimits = createSignInLimits({ perAddress: 10 }),
) {
  /** Her account with the companies she works for, or null when there is none. */
  async function userWhere(condition: SQL | undefined, q: Db = db) {
    const [user] = await q.select(userWithMemberships).from(users).where(condition).limit(1);
    return (user as UserWithMemberships | undefined) ?? null;
  }

  async function startSession(user: UserWithMemberships, client: Client) {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 200) || null,
    });
    return { token, user: presentUser(user) };
  }

  /**
   * Her account, when `password` is hers: what a change as weighty as a new password or the
   * account's deletion asks first. Counted like a sign-in, so a stolen session cannot guess it;
   * 400 WRONG_PASSWORD on `field` when wrong.
   */
  async function confirmPassword(
    member: CurrentUser,
    password: string,
    client: Client,
    field: string,
  ): Promise<UserWithMemberships> {
    await limits.beforeSignIn(member.email, client.address);
    const user = await userWhere(eq(users.id, member.id));
    const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    await limits.afterSignIn(member.email, client.address, Boolean(user && valid));
    if (!user || !valid) {
      const message = "Your current password is not this one";
      throw new HttpError(400, "WRONG_PASSWORD", message, { [field]: message });
    }
    return user;
  }

  return {
    /** The limits, for the tests that watch them. */
    limits,
    confirmPassword,

    /**
     * 429 past the sign-ups allowed from the address; 400 on `password` when it is weak.
     * `welcome` runs in the transaction that makes the account (the confirmation mail).
     */
    async register(
      input: RegisterInput,
      client: Client,
      welcome?: (tx: Db, user: UserRow) => Promise<void>,
    ) {
      await limits.beforeSignUp(client.address);
      const passwordHash = await hashNewPassword(input.password, [input.email, input.name]);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            name: input.name,
            role: "member",
            passwordHash,
            locale: input.locale,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        await welcome?.(tx, created);
        // The welcome may have made her a company's first owner (an employer's sign-up).
        return userWhere(eq(users.id, created.id), tx);
      });
      if (!user) {
        throw new HttpError(409, "EMAIL_TAKEN", "An account with this e-mail already exists", {
          email: "An account with this e-mail already exists",
        });
      }
      return startSession(user, client);
    },

    /** 429 before any password check when the address or the account is limited; 401 if wrong. */
    async login(input: LoginInput, client: Client) {
      await limits.beforeSignIn(input.email, client.address);
      const user = await userWhere(byEmail(input.email));
      // Unknown e-mail and wrong password take the same time and give the same answer.
      const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
      await limits.afterSignIn(input.email, client.address, Boolean(user && valid));
      if (!user || !valid) {
        throw new HttpError(401, "INVALID_CREDENTIALS", "E-mail or password is incorrect");
      }
      return startSession(user, client);
    },

    /** The user of a live session; using it keeps it from ending for idleness. */
    async userForToken(token: string): Promise<CurrentUser | null> {
      const now = new Date();
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          emailVerifiedAt: users.emailVerifiedAt,
          locale: users.locale,
          memberships,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), live(now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      }
      return presentUser(row);
    },

    async logout(token: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /**
     * A new password, given the current one (counted like a sign-in, so a stolen session cannot
     * guess it); every other session ends, this one goes on.
     */
    async changePassword(
      member: CurrentUser,
      input: PasswordChangeInput,
      token: string | null,
      client: Client,
    ) {
      const user = await confirmPassword(member, input.currentPassword, client, "currentPassword");
      const passwordHash = await hashNewPassword(input.newPassword, [user.email, user.name]).catch(
        (error: unknown) => {
          // The strength check names `password`; this form's field is `newPassword`.
          if (!(error instanceof HttpError) || !error.fields?.password) throw error;
          throw new HttpError(400, error.code, error.message, {
            newPassword: error.fields.password,
          });
        },
      );
      const current = token ? hashToken(token) : "";
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, current)));
      });
    },

    /** Her account as it is now (after a change in the same request, say). */
    async account(member: CurrentUser): Promise<CurrentUser> {
      const user = await userWhere(eq(users.id, member.id));
      if (!user) throw notFound("Account");
      return presentUser(user);
    },

    /** Her name and the language of her e-mails. */
    async updateProfile(member: CurrentUser, input: ProfileInput): Promise<CurrentUser> {
      const [user] = await db
        .update(users)
        .set({ name: input.name, locale: input.locale, updatedAt: new Date() })
        .where(eq(users.id, member.id))
        .returning();
      if (!user) throw notFound("Account");
      return presentUser({ ...user, memberships: member.memberships });
    },

    /** Signs her out everywhere: every session of hers ends, this one too. */
    async logoutEverywhere(member: CurrentUser) {
      await db.delete(sessions).where(eq(sessions.userId, member.id));
    },

    /** Her live sessions, the most recently used first; `token` is this request's. */
    async listSessions(member: CurrentUser, token: string | null): Promise<AccountSession[]> {
      const current = token ? hashToken(token) : null;
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, member.id), live(new Date())))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        createdAt: iso(row.createdAt),
        lastSeenAt: iso(row.lastSeenAt),
        expiresAt: iso(row.expiresAt),
        userAgent: row.userAgent,
        current: row.tokenHash === current,
      }));
    },

    /** Ends one of her own sessions; another person's is not found, whoever asks. */
    async endSession(member: CurrentUser, id: string) {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, member.id)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw notFound("Session");
    },

    /**
     * Creates the user or updates its password and role: start-up and the admin command both use
     * it. A weak password is refused here too (400 on `password`): an administrator's most of all.
     */
    async ensureUser(input: { email: string; password: string; role: Role; name?: string }) {
      const passwordHash = await hashNewPassword(input.password, [input.email, input.name ?? ""]);
      const [existing] = await db.select().from(users).where(byEmail(input.email)).limit(1);
      if (existing) {
        await db
          .update(users)
          .set({ passwordHash, role: input.role, updatedAt: new Date() })
          .where(eq(users.id, existing.id));
        return { created: false };
      }
      // An account the operator makes needs no confirmation link.
      await db.insert(users).values({
        email: input.email,
        name: input.name ?? input.email.split("@")[0] ?? "",
        role: input.role,
        passwordHash,
        emailVerifiedAt: new Date(),
      });
      return { created: true };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
