import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAccess } from '@portal/contracts/common/access';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor, Client, RegisteredRoute } from '../context.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { verifyAccessToken } from '../lib/jwt.ts';
import { loadActor } from '../modules/accounts/actor.repository.ts';
import { logUser } from '../modules/logs/logs.service.ts';
import { requestLanguageId } from '../modules/i18n/request-language.ts';

/** Infrastructure routes (docs, the built web app) that are public by nature. */
const infrastructure = [/^\/api\/docs/, /^\/\*$/, /^\/assets\//];

export function registerAccessDeclarations(app: FastifyInstance, routes: RegisteredRoute[]) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let access = route.config?.access;
    if (!access && infrastructure.some((r) => r.test(route.url))) {
      access = { public: true };
      route.config = { ...route.config, access };
    }
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    for (const m of methods) if (m !== 'HEAD') routes.push({ method: m, url: route.url, access, cookieAuth: !!route.config?.cookieAuth });
  });
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h?.toLowerCase().startsWith('bearer ')) return null;
  return h.slice(7).trim() || null;
}

/** Checks an actor against a route's declaration; throws the spec's answer when refused. */
export function checkAccess(access: RouteAccess, actor: Actor | null): void {
  if ('public' in access) return;
  if (!actor) throw unauthorized();
  if (actor.passwordChangeNeeded && !('signedIn' in access && access.allowPasswordChangeNeeded)) {
    throw new AppError('password_change_needed', 403);
  }
  if ('signedIn' in access) return;
  // A distinct key from policy refusals, so tests can tell the declaration's answer apart.
  if (!access.functions.some((f) => actor.functions.has(f))) throw forbidden('access_denied');
  const isCompanyUser = actor.roleId !== RoleId.platformAdmin && actor.roleId !== RoleId.chamberAdmin;
  if (isCompanyUser && access.modules?.some((m) => !actor.companyModules.includes(m))) {
    throw new AppError('module_not_active', 403);
  }
  if (isCompanyUser && access.verifiedCompany && actor.companyId && !actor.companyVerified) {
    throw new AppError('company_not_verified', 403, { companyId: actor.companyId });
  }
}

/** Refusals by declaration that the user log records (a password still to change is a state, not a denial). */
const audited = new Set(['access_denied', 'module_not_active', 'company_not_verified']);

export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  app.decorateRequest('client', null as unknown as Client);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // 404s: no route
    const requestedLanguageId = await requestLanguageId(app.ctx.db, request.headers['accept-language']);
    const origin = { address: request.ip ?? 'unknown', userAgent: request.headers['user-agent']?.slice(0, 300) ?? null };
    request.client = { ...origin, languageId: requestedLanguageId ?? DEFAULT_LANGUAGE_ID };
    const token = bearer(request);
    if (token) {
      const check = await verifyAccessToken(app.ctx.secret, token);
      if (check.ok) {
        request.actor = await loadActor(app.ctx.db, check.userId, check.sessionId, origin, requestedLanguageId);
        if (!request.actor && !('public' in access)) throw unauthorized('session_expired');
        if (request.actor) request.client = { ...origin, languageId: request.actor.languageId };
      } else if (!('public' in access)) {
        throw unauthorized(check.expired ? 'token_expired' : 'unauthorized');
      }
    }
    try {
      checkAccess(access, request.actor);
    } catch (err) {
      // A signed-in user refused by the route's declaration is an access denial worth auditing.
      const actor = request.actor;
      if (actor && err instanceof AppError && audited.has(err.messageKey)) {
        await logUser(app.ctx.db, actor, 'access_denied', actor, `${request.method} ${request.routeOptions.url}: ${err.messageKey}`);
      }
      throw err;
    }
  });
}
