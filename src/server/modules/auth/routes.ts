import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountSession,
  authResult,
  currentUser,
  emailChangeInput,
  emailVerificationInput,
  emailVerificationResend,
  loginInput,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequest,
  profileInput,
  registerInput,
} from "#shared/schemas/accounts.ts";
import { idParams } from "#shared/schemas/common.ts";
import type { Db } from "../../db/client.ts";
import { bearerToken, sessionToken } from "../../http/auth.ts";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../../http/session-cookie.ts";
import { siteOrigin } from "../../http/site-origin.ts";
import { actorOf, requireUser } from "../../policies/guards.ts";

/**
 * Sign-up and sign-in are limited inside the auth service (per address and per account), not by
 * route config, so the site's own forms calling the same service share the same counters.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const tags = ["auth"];

  app.post(
    "/auth/register",
    {
      schema: {
        tags,
        summary: "Create a member account",
        body: registerInput,
        response: { 201: authResult },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // The confirmation mail is queued with the account, in the language she signed up in.
      const welcome = (tx: Db, user: { id: string; email: string; name: string }) =>
        app.services.emailVerification.send(tx, user, body.locale, siteOrigin(request));
      const session = await auth.register(body, clientOf(request), welcome);
      setSessionCookie(reply, session.token);
      return reply.code(201).send(session);
    },
  );

  app.post(
    "/auth/login",
    {
      schema: { tags, summary: "Sign in", body: loginInput, response: { 200: authResult } },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, clientOf(request));
      setSessionCookie(reply, session.token);
      return session;
    },
  );

  app.get(
    "/auth/me",
    {
      schema: {
        tags,
        summary: "The signed-in user",
        security: [{ bearer: [] }],
        response: { 200: currentUser },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // A session begun before the cookie existed gets it here: the site's script asks this on
      // every page, so its pages and forms soon know her too.
      const token = bearerToken(request);
      if (token && request.cookies[SESSION_COOKIE] !== token) setSessionCookie(reply, token);
      return user;
    },
  );

  app.put(
    "/auth/me",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change the signed-in user's name and the language of her e-mails",
        security: [{ bearer: [] }],
        body: profileInput,
        response: { 200: currentUser },
      },
    },
    async (request) => auth.updateProfile(actorOf(request), request.body),
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        summary: "Sign out: the token (or the session cookie) stops working",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await auth.logout(token);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags,
        summary:
          "Mail a link to choose a new password (the same answer whether or not the address has an account)",
        body: passwordResetRequest,
        response: { 202: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await app.services.passwordReset.request(
        request.body,
        clientOf(request),
        siteOrigin(request),
      );
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Choose a new password with the e-mailed link's token; every session ends",
        body: passwordResetInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.services.passwordReset.reset(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/auth/verify-email",
    {
      schema: {
        tags,
        summary: "Confirm an e-mail address with the token of the link mailed at sign-up",
        body: emailVerificationInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.services.emailVerification.verify(request.body.token, siteOrigin(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/auth/verify-email/resend",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Mail the signed-in member another link to confirm her address",
        security: [{ bearer: [] }],
        body: emailVerificationResend,
        response: { 202: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await app.services.emailVerification.resend(
        actorOf(request),
        request.body.locale,
        clientOf(request),
        siteOrigin(request),
      );
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    "/auth/change-password",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change the signed-in user's password; her other sessions end",
        security: [{ bearer: [] }],
        body: passwordChangeInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.changePassword(
        actorOf(request),
        request.body,
        sessionToken(request),
        clientOf(request),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/auth/change-email",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Mail a link to a new address (asked with her password): it becomes the account's once the link is used",
        security: [{ bearer: [] }],
        body: emailChangeInput,
        response: { 202: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await app.services.emailVerification.requestChange(
        actorOf(request),
        request.body,
        clientOf(request),
        siteOrigin(request),
      );
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    "/auth/logout-everywhere",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Sign out everywhere: every session of the signed-in user ends",
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.logoutEverywhere(actorOf(request));
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/auth/sessions",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Where the signed-in user is signed in",
        security: [{ bearer: [] }],
        response: { 200: z.array(accountSession) },
      },
    },
    async (request) => auth.listSessions(actorOf(request), sessionToken(request)),
  );

  app.delete(
    "/auth/sessions/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "End one of the signed-in user's sessions",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.endSession(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** Who asks: the address the limits count, and the browser that names the session. */
export const clientOf = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: request.headers["user-agent"],
});
