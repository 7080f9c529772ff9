import type { FastifyRequest } from 'fastify';
import type { Actor } from '../context.ts';
import { unauthorized } from '../lib/app-error.ts';

/**
 * The signed-in user of a route whose declaration requires sign-in, non-null by type. The
 * access hook has already refused anonymous callers of such a route; the check here keeps a
 * route declared public by mistake from handing a service no actor.
 */
export function signedInActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
