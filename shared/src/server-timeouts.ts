/**
 * Socket timeouts of both servers (the content API and the shell server), so slow or idle clients
 * cannot hold their connections: the headers must arrive within `headers` ms and the whole request
 * within `request` ms (node answers 408 and closes the socket), an idle socket is closed after
 * `idle` ms, a kept-alive one after `keepAlive`. Node checks the first two every
 * `connectionsCheckingInterval`, here a quarter of the shorter (between 0.1 and 1 s). Node only.
 */
import type { ServerOptions } from 'node:http';

export interface SocketTimeouts {
  /** The request line and headers must arrive within this (ms). */
  headers: number;
  /** The whole request must arrive within this (ms). */
  request: number;
  /** An idle socket is closed after this (ms). */
  idle: number;
  /** A kept-alive socket with no next request is closed after this (ms). */
  keepAlive: number;
}

/** fastify's options for `t`. */
export function socketTimeoutOptions(t: SocketTimeouts): { connectionTimeout: number; keepAliveTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: t.idle,
    keepAliveTimeout: t.keepAlive,
    requestTimeout: t.request,
    http: { headersTimeout: t.headers, requestTimeout: t.request, connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(Math.min(t.headers, t.request) / 4))) },
  };
}
