/**
 * Socket timeouts, so slow or idle clients cannot hold the server's connections: the headers must
 * arrive within `headers` ms and the whole request within `request` ms (node answers 408 and
 * closes the socket), an idle socket is closed after `idle` ms, a kept-alive one after `keepAlive`.
 * Node checks the first two every `connectionsCheckingInterval`, here a quarter of the shortest.
 */
import type { ServerOptions } from 'node:http';
import type { Timeouts } from '../settings';

export function serverTimeouts(t: Timeouts): { connectionTimeout: number; keepAliveTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: t.idle,
    keepAliveTimeout: t.keepAlive,
    requestTimeout: t.request,
    http: { headersTimeout: t.headers, requestTimeout: t.request, connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(Math.min(t.headers, t.request) / 4))) },
  };
}
