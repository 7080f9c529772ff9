import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, loginModel, refreshModel, tokenResult } from '@portal/contracts/accounts/session';
import { okResult } from '@portal/contracts/common/paging';
import { unauthorized } from '../../lib/app-error.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { getCurrentUser } from './current-user.service.ts';
import { authenticate, logout, refresh, type Tokens } from './session.service.ts';
import { refreshLifetime } from './tokens.service.ts';
import { emailExists } from './users.repository.ts';

/** The refresh token travels in this HttpOnly cookie (spec prefix `authentification.`). */
export const REFRESH_COOKIE = 'authentification.refreshToken';
const cookiePath = '/api/account';

function answerTokens(reply: FastifyReply, tokens: Tokens) {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: cookiePath,
    maxAge: refreshLifetime(tokens.rememberMe),
  });
  return {
    data: {
      jwToken: tokens.jwToken,
      refreshToken: tokens.refreshToken,
      expiresIn: tokens.expiresIn,
      passwordChangeNeeded: tokens.passwordChangeNeeded,
    },
  };
}

export const sessionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Session'];

  app.post('/api/account/authenticate', {
    schema: { tags, summary: 'Sign in with e-mail and password', body: loginModel, response: { 200: tokenResult } },
    config: { access: { public: true } },
    handler: async (request, reply) => answerTokens(reply, await authenticate(app.ctx, request.client, request.body)),
  });

  app.post('/api/account/refresh-token', {
    schema: {
      tags,
      summary: 'Rotate the refresh token (cookie or body) for a new access token',
      description: 'A JSON body is required and a browser Origin must be the portal: 403 origin_not_allowed, json_request_required.',
      body: refreshModel,
      response: { 200: tokenResult },
    },
    // The one call a browser authenticates by its cookie: no cross-site requests (plugins/cross-site.ts).
    config: { access: { public: true }, cookieAuth: true },
    handler: async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('session_expired');
      try {
        return answerTokens(reply, await refresh(app.ctx, request.client, token));
      } catch (e) {
        reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
        throw e;
      }
    },
  });

  app.post('/api/account/logout', {
    schema: { tags, summary: 'Sign out: revokes this session and its refresh tokens', response: { 200: okResult } },
    config: { access: { signedIn: true, allowPasswordChangeNeeded: true } },
    handler: async (request, reply) => {
      await logout(app.ctx, signedInActor(request));
      reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
      return { success: true as const };
    },
  });

  app.get('/api/account/get-current-user', {
    schema: { tags, summary: 'The signed-in user', response: { 200: currentUser } },
    config: { access: { signedIn: true, allowPasswordChangeNeeded: true } },
    handler: async (request) => getCurrentUser(app.ctx.db, signedInActor(request)),
  });

  app.get('/api/account/check-email/:email', {
    schema: {
      tags,
      summary: 'Whether an e-mail address is already registered',
      params: z.object({ email: z.string().max(254) }),
      response: { 200: z.object({ exists: z.boolean() }) },
    },
    // It tells whether an address is registered (the registration form needs that): throttled per address.
    config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => ({ exists: await emailExists(app.ctx.db, request.params.email) }),
  });
};
