/**
 * Serves a call from its contract (shared/src/api/calls.ts): the route's method, path, parameter
 * schemas (checked and worded by route-schemas.ts) and, for a write, its body schema (checked as
 * body-schema.ts says) all come from the contract; the handler gets typed values.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Call, CallInput } from '@nirvana/shared/api/calls';
import type { Static } from '@nirvana/shared/api/params';
import { apiBody, type BodySchema } from './body-schema';

/** What a handler of `C` gets: its checked query (defaults filled in), path parameters and body. */
export type CallRequest<C> = FastifyRequest<{
  Querystring: C extends { query: infer Q } ? Static<Q> : unknown;
  Params: C extends { params: infer P } ? Static<P> : unknown;
  Body: CallInput<C> extends { body: infer B } ? B : unknown;
}>;

/** Registers the route of `call` with `handler`; `options` adds what is the route's own (rate limits, an error handler). */
export function serveCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (request: CallRequest<C>, reply: FastifyReply) => unknown,
  options: Omit<RouteShorthandOptions, 'schema'> = {},
): void {
  app.route({
    ...options,
    method: call.method,
    url: `/${call.path}`,
    schema: {
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.body ? { body: apiBody(call.body as BodySchema) } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
