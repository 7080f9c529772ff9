import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@portal/contracts/common/errors';

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers too large,
 * malformed headers or request lines, timeouts) in the project's error format, not Fastify's
 * default `{ error, message, statusCode }`.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body: ErrorBody = { code: 'validation_error', message: 'validation_error' };
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = { code: 'headers_too_large', message: 'validation_error' };
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = { code: 'request_timeout', message: 'general_error' };
  }
  this.log.trace({ err, status }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}

/**
 * Requests the router refuses before any route or error handler runs (a malformed percent
 * encoding such as `/%zz`, a path parameter over the length limit): Fastify answers those in
 * its own format unless told otherwise.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body: ErrorBody = { code: status === 414 ? 'uri_too_long' : 'validation_error', message: 'validation_error' };
  void reply.code(status).send(body);
}
