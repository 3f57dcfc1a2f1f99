/**
 * The API's list of calls (`GET /`), taken from the routes as they are registered (fastify's
 * `onRoute` hook): each call's method and path, its query parameters from its querystring schema
 * and its body's fields from its body schema. A new route is listed without touching this.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { fieldsOf } from './body-schema';

/** One line of the list: `GET /v1/menus?property-id=&lang=`, `POST /v1/web/contact {fullName, …}`. */
export function callOf(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  const path = route.url.replace(/:([A-Za-z0-9_-]+)/g, '{$1}');
  const query = route.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  const names = Object.keys(query?.properties ?? {});
  const body = route.schema?.body;
  const suffix = (names.length ? `?${names.map((n) => `${n}=`).join('&')}` : '') + (body ? ` {${fieldsOf(body).join(', ')}}` : '');
  return methods.map((method) => `${method} ${path}${suffix}`);
}

/** Starts collecting the calls of every route registered from now on; returns the list so far. */
export function collectCalls(app: FastifyInstance): () => readonly string[] {
  const calls: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const call of callOf(route)) if (!calls.includes(call)) calls.push(call);
  });
  return () => calls;
}
