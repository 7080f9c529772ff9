import { pgCode, pgConstraint } from '../lib/pg-errors.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@portal/contracts/common/errors';
import { AppError } from '../lib/app-error.ts';
import { errorLogs } from '../db/schema/all.ts';

/** Zod's issue codes to the web app's validation keys. */
function issueKey(issue: { code: string; message?: string }): string {
  if (issue.message && /^[a-z_.]+$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return 'validation.min';
    case 'too_big':
      return 'validation.max';
    case 'invalid_format':
      return 'validation.format';
    case 'invalid_type':
      return 'validation.required';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}

function fieldPath(path: PropertyKey[], fallback: string) {
  return path.length ? path.map(String).join('.') : fallback;
}

/** PostgreSQL SQLSTATEs a request can cause, and what we answer. */
const pgErrors: Record<string, [number, string]> = {
  '23505': [409, 'already_exists'],
  '23503': [422, 'invalid_reference'],
  '23P01': [409, 'conflict'],
  '40001': [409, 'conflict'],
  '40P01': [409, 'conflict'],
  '22P02': [400, 'validation_error'],
  '22001': [400, 'validation_error'],
  '22003': [400, 'validation_error'],
  '22007': [400, 'validation_error'],
  '22008': [400, 'validation_error'],
  '22021': [400, 'validation_error'], // a NUL or otherwise invalid character in text
  '22P05': [400, 'validation_error'],
  '54000': [400, 'validation_error'], // a value too large to index
};

/**
 * Unique constraints that stand for a form field's rule: a concurrent duplicate that passes the
 * service's check is refused by the database and answered like the check would have.
 */
const uniqueFields: Record<string, { code: string; field: string }> = {
  users_email_uq: { code: 'email_taken', field: 'email' },
  halls_event_name_uq: { code: 'hall_name_taken', field: 'name' },
  templates_chamber_name_uq: { code: 'template_name_taken', field: 'name' },
  // Two administrators naming a role (or a function's alias) at once: the loser hears what the service's look says.
  roles_name_live_uq: { code: 'name_taken', field: 'name' },
  functions_alias_live_uq: { code: 'alias_taken', field: 'alias' },
};

/**
 * Exclusion constraints and the checks of triggers (migration 0004_meetings) that stand for a
 * rule of a request field: a concurrent request that passed the service's look is refused by the
 * database and answered with the rule's own message.
 */
const constraintFields: Record<string, { status: number; code: string; field: string }> = {
  user_reservations_table_slot_ex: { status: 409, code: 'meeting_table_taken', field: 'tableNumber' },
  reservation_people_busy_ex: { status: 409, code: 'meeting_person_busy', field: 'slotStart' },
  meeting_slot_not_in_session: { status: 400, code: 'meeting_slot_not_in_session', field: 'slotStart' },
  meeting_table_not_in_hall: { status: 400, code: 'meeting_table_not_in_hall', field: 'tableNumber' },
  meeting_outside_availability: { status: 422, code: 'meeting_outside_availability', field: 'slotStart' },
};

export function toErrorBody(err: unknown): { status: number; body: ErrorBody } | null {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: {
        code: err.code,
        message: err.messageKey,
        ...(err.params && { params: err.params }),
        ...(err.fields && { fields: err.fields }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const v of err.validation) {
      const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
      const key = fieldPath(path, err.validationContext ?? 'body');
      fields[key] ??= issueKey({ code: v.keyword, message: v.message });
    }
    return { status: 400, body: { code: 'validation_error', message: 'validation_error', fields } };
  }
  const code = pgCode(err);
  const unique = code === '23505' ? uniqueFields[pgConstraint(err) ?? ''] : undefined;
  if (unique) return { status: 422, body: { code: unique.code, message: unique.code, fields: { [unique.field]: unique.code } } };
  const rule = code === '23P01' || code === '23514' ? constraintFields[pgConstraint(err) ?? ''] : undefined;
  if (rule) return { status: rule.status, body: { code: rule.code, message: rule.code, fields: { [rule.field]: rule.code } } };
  if (code && pgErrors[code]) {
    const [status, key] = pgErrors[code];
    return { status, body: { code: key, message: key } };
  }
  const fe = err as FastifyError;
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const map: Record<number, string> = {
      403: 'forbidden', // e.g. a path that climbs out of the web root (`/assets/../..`)
      413: 'file_too_large',
      415: 'unsupported_media_type',
      429: 'too_many_requests',
      406: 'not_acceptable',
    };
    const key = map[fe.statusCode] ?? (fe.statusCode === 404 ? 'not_found' : 'validation_error');
    return { status: fe.statusCode, body: { code: key, message: key } };
  }
  return null;
}

/** webAppServed: the built web app is registered (fastify-static's sendFile exists). */
export function registerErrorHandling(app: FastifyInstance, webAppServed: boolean) {
  app.setErrorHandler(async (err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toErrorBody(err);
    const serialization = typeof err === 'object' && err !== null && isResponseSerializationError(err as never);
    if (known && !serialization) {
      if (known.status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(known.status).send(known.body);
    }
    const reference = randomUUID();
    const e = err as Error;
    request.log.error({ err, reference }, 'request failed');
    try {
      await app.ctx.db.insert(errorLogs).values({
        reference,
        fkUserId: request.actor?.userId ?? null,
        method: request.method,
        url: request.url.slice(0, 500),
        message: String(e?.message ?? e).slice(0, 2000),
        stack: e?.stack?.slice(0, 8000) ?? null,
      });
    } catch (logErr) {
      request.log.error({ err: logErr }, 'could not write the error log');
    }
    return reply.status(500).send({ code: 'internal_error', message: 'internal_error', params: { reference } });
  });
  app.setNotFoundHandler((request, reply) => {
    // The web app's history-mode routes all answer its index page; API paths answer JSON
    // (the market-information calls live below the /market-info page).
    const isPage = request.method === 'GET' && !/^\/(?:(?:api|lang|notifications)(?:\/|$)|market-info\/[^/?])/i.test(request.url);
    if (isPage && webAppServed) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    reply.status(404).send({ code: 'not_found', message: 'not_found' });
  });
}
