import type { ApiClient, ApiClientOptions } from '@nirvana/shared/api/client';
import { once } from '@nirvana/shared/memo';

/**
 * An API client whose code (ky setup, schemas) is fetched on the first call: a page whose first
 * screen needs no data of its own (a home's hero comes with the page) does not carry it.
 * Every method of the client returns a promise, so each can wait for the module.
 */
export function lazyApiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  const client = once(() => import('@nirvana/shared/api/client').then((m) => m.createApiClient(baseUrl, options)));
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (name === 'then') return undefined; // not a thenable
      let method = methods.get(name);
      if (!method) {
        method = (...args: unknown[]) =>
          client().then((c) => (c as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>)[name]!(...args));
        methods.set(name, method);
      }
      return method;
    },
  });
}
