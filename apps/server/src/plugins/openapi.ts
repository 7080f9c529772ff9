import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '@portal/contracts/common/access';
import { errorBody } from '@portal/contracts/common/errors';

/**
 * The OpenAPI document at /api/openapi.json, shaped for the clients generated from it (it
 * passes Redocly's recommended lint, apps/server/test/openapi-lint.test.ts):
 * - security per operation from the route's access declaration (config.access): public
 *   routes take a token optionally (`[{}, { bearer: [] }]`), all others require one;
 * - an operationId per operation, made from the method and the path, stable and unique;
 * - the error answers, documented once under components and referenced by every operation;
 * - no trailing slash in paths, no `nullable` without a `type`, the portal as the server.
 */

type JsonObject = Record<string, unknown>;
const ACCESS_MARK = 'x-portal-public';

/** The error answers every client must handle, all in the project's error body. */
const errorResponses = {
  400: ['BadRequest', 'The request is malformed or fails validation (`fields` names the offending fields)'],
  401: ['Unauthorized', 'No valid access token: sign in, or refresh the token'],
  403: ['Forbidden', 'Signed in, but this call is not allowed for the user, the role or the company'],
  404: ['NotFound', 'The resource does not exist or is not visible to the caller'],
  409: ['Conflict', 'The change conflicts with the current state (a duplicate, a concurrent change)'],
  422: ['UnprocessableEntity', 'A business rule refuses the change'],
  429: ['TooManyRequests', 'Too many requests or failed attempts: wait for the seconds in Retry-After'],
  500: ['InternalError', 'An unexpected failure; `params.reference` names it in the error log'],
} as const;
type ErrorStatus = keyof typeof errorResponses;

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `/api/Company/:id/` -> `/api/Company/:id` (the router ignores trailing slashes anyway). */
export function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') || '/' : url;
}

/** `GET /api/Company/{id}` -> `getCompanyById`; `POST /api/account/check-email` -> `postAccountCheckEmail`. */
export function operationIdFor(method: string, url: string): string {
  const words = withoutTrailingSlash(url)
    .replace(/^\/api(?=\/|$)/i, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = segment.match(/^(?::([A-Za-z0-9_]+).*|\{([A-Za-z0-9_]+)\}.*)$/);
      if (param) return ['by', ...splitWords(param[1] ?? param[2])];
      return splitWords(segment);
    });
  const camel = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('') || 'root';
  return method.toLowerCase() + camel[0].toUpperCase() + camel.slice(1);
}

function splitWords(segment: string): string[] {
  return segment
    .replace(/\.json$/i, 'Json')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toLowerCase() + w.slice(1));
}

function isPublic(route: RouteOptions): boolean {
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  return !!access && 'public' in access;
}

/** Per route: zod to JSON schema, then security, operationId and the path without a trailing slash. */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const out = jsonSchemaTransform(input) as { schema: JsonObject; url: string };
  // Hidden routes (the web app's files, the documentation) are left out of the document anyway.
  if (!out.schema || out.schema.hide) return out;
  const route = input.route as RouteOptions;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method).toLowerCase();
  const url = withoutTrailingSlash(out.url);
  const open = isPublic(route);
  const security: Record<string, string[]>[] = open ? [{}, { bearer: [] }] : [{ bearer: [] }];
  return {
    url,
    schema: {
      ...out.schema,
      operationId: (out.schema.operationId as string | undefined) ?? operationIdFor(method, url),
      security,
      [ACCESS_MARK]: open,
    },
  };
}

/** Which error answers an operation documents: 401/403 when it needs a token, 409/422 when it writes. */
function errorStatuses(method: string, open: boolean): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400];
  if (!open) statuses.push(401, 403);
  statuses.push(404);
  if (WRITE_METHODS.has(method)) statuses.push(409, 422);
  statuses.push(429, 500);
  return statuses;
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`. Zod's nullable unions come out as
 * `{ nullable, anyOf: [...] }`: the shared type is hoisted, or null is allowed in every branch.
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonObject;
  for (const value of Object.values(schema)) fixNullable(value);
  // A one-branch anyOf (zod's unions of one, some pipes) is that branch.
  const single = schema.anyOf as JsonObject[] | undefined;
  if (single?.length === 1 && !('$ref' in single[0]) && !Object.keys(single[0]).some((k) => k !== 'nullable' && k in schema)) {
    delete schema.anyOf;
    Object.assign(schema, single[0], schema.nullable === true ? { nullable: true } : {});
  }
  if (schema.nullable !== true || 'type' in schema) return;
  const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonObject[] | undefined;
  const types = new Set(branches?.map((b) => b.type));
  if (branches?.length && types.size === 1 && typeof branches[0].type === 'string' && !schema.allOf) {
    schema.type = branches[0].type;
    return;
  }
  if (branches?.length && (schema.anyOf || schema.oneOf) && branches.every((b) => typeof b.type === 'string' && !('$ref' in b))) {
    for (const b of branches) b.nullable = true;
    delete schema.nullable;
    return;
  }
  if (branches?.length && (schema.anyOf || schema.oneOf)) {
    // $ref branches cannot carry siblings in 3.0: a branch of its own admits null.
    branches.push({ type: 'string', nullable: true, enum: [null] });
    delete schema.nullable;
    return;
  }
  // Anything else (an unconstrained value): nullable means nothing without a type.
  delete schema.nullable;
}

/** The whole document: servers, the shared error answers, unique operationIds, valid nullables. */
function transformObject(publicUrl: string) {
  return ({ openapiObject }: { openapiObject: Partial<JsonObject> }) => {
    const doc = openapiObject as JsonObject & {
      paths: Record<string, Record<string, JsonObject>>;
      components: { schemas?: JsonObject; responses?: JsonObject; securitySchemes?: JsonObject };
    };
    doc.servers = [{ url: publicUrl, description: 'This portal' }];
    const errorSchema = z.toJSONSchema(errorBody, { target: 'openapi-3.0' }) as JsonObject;
    delete errorSchema.$schema;
    doc.components.schemas = {
      ...doc.components.schemas,
      ErrorBody: { ...errorSchema, description: 'Every error answer: `message` is a translation key under `errors.`' },
    };
    doc.components.responses = Object.fromEntries(
      Object.values(errorResponses).map(([name, description]) => [
        name,
        { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
      ]),
    );
    const seen = new Map<string, number>();
    for (const operations of Object.values(doc.paths)) {
      for (const method of METHODS) {
        const op = operations[method];
        if (!op) continue;
        const open = op[ACCESS_MARK] === true;
        delete op[ACCESS_MARK];
        const responses = (op.responses ?? {}) as JsonObject;
        for (const status of errorStatuses(method, open)) {
          responses[status] ??= { $ref: `#/components/responses/${errorResponses[status][0]}` };
        }
        op.responses = responses;
        const id = String(op.operationId);
        const n = (seen.get(id.toLowerCase()) ?? 0) + 1;
        seen.set(id.toLowerCase(), n);
        if (n > 1) op.operationId = `${id}${n}`;
      }
    }
    fixNullable(doc.paths);
    fixNullable(doc.components.schemas);
    return doc;
  };
}

export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Market Access portal API', version: '1.0.0', description: 'Chambers of commerce and their member companies.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject: transformObject(publicUrl) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());
}
