/** Every error the API answers is JSON: {statusCode, error, message, fields?}. */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, readonly fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: Record<string, string>) {
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(statusCode, message, fields));
}

/**
 * Errors fastify raises before routing (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH): the API's JSON
 * shape and headers, without echoing the whole URL back.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is not valid (bad percent-encoding).';
  // Answered before the hooks run: the header every answer carries is set here.
  reply.header('x-content-type-options', 'nosniff');
  return sendError(reply, status, message);
}

/**
 * Requests node cannot parse (broken framing, bytes not allowed in the request line, headers over
 * 16 KB): a JSON error like every other, and `Connection: close`, because the socket is closed right
 * after. Without that header (fastify's default) a keep-alive client puts the socket back in its
 * pool and its next request fails with "socket hang up".
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 408 ? 'The request took too long to arrive.'
    : status === 431 ? 'The request line and headers are too large.' : 'The request is not valid HTTP/1.1.';
  const body = JSON.stringify(errorBody(status, message));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
    + `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
}

/** The API's answer to an error: JSON with the reason; a 5xx never leaks internals. */
export function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // Logged whatever API_LOG says (the logger's level is at most `warn`), with what was asked.
    request.log.error({ err: error, method: request.method, url: request.url.slice(0, 300), statusCode: status }, 'unexpected error');
    return sendError(reply, 500, 'The server could not answer this request.');
  }
  let message = error.message;
  const code = (error as FastifyError).code;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Send the body as application/json.';
  else if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'The request body is too large.';
  else if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The request body is empty.';
  else if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) message = 'The request body is not valid JSON.';
  return sendError(reply, status, message, error instanceof HttpError ? error.fields : undefined);
}

/** Installs the JSON error and not-found handlers. */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `No resource at ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`));
}
