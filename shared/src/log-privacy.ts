/**
 * What the servers' logs never hold (issue 26, the privacy policy's promise): e-mail addresses and
 * the signed links' tokens (query values other than the API's own parameters). Both servers give this to pino (through fastify's `logger` options):
 * every string of a log call, an error's message and stack, and a request's URL pass through
 * `redactPersonal`, whatever line they are in. Message texts never reach a log line: no log call
 * carries a body, and a URL's query could only carry one as a parameter value, which is kept
 * only for the parameters the site itself sends (`QUERY_KEPT`).
 */

/** An e-mail address, also percent-encoded (`%40`) as it appears in a URL. */
const ADDRESS = /[^\s"'<>()[\]{},;:/?#&=@]+(?:@|%40)[^\s"'<>()[\]{},;:/?#&=@]+/gi;

/** Query parameters whose values are logged as they are: the API's reads and media variants (never a form's field). */
export const QUERY_KEPT = new Set(['lang', 'url', 'property-id', 'property-network-id', 'publisher-id', 'platform', 'from', 'days', 'w', 'fm']);

/** A URL (path and query) with every value of any other query parameter replaced by `…`. */
function redactQuery(text: string): string {
  return text.replace(/([?&])([^=&#\s]*)=([^&#\s]*)/g, (all, sep: string, key: string) =>
    (QUERY_KEPT.has(decodeKey(key).toLowerCase()) ? all : `${sep}${key}=…`));
}
const decodeKey = (key: string) => {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
};

/** A text with every e-mail address replaced by `[address]` and other query values than the site's own by `…`. */
export function redactPersonal(text: string): string {
  return redactQuery(text).replace(ADDRESS, '[address]');
}

const redactError = (error: Error & { code?: unknown; statusCode?: unknown }) => ({
  type: error.name,
  message: redactPersonal(error.message),
  stack: error.stack === undefined ? undefined : redactPersonal(error.stack),
  ...(typeof error.code === 'string' ? { code: error.code } : {}),
  ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
});

/** One argument of a log call, redacted: strings, errors and the strings and errors of an object's first level. */
function redactArg(arg: unknown): unknown {
  if (typeof arg === 'string') return redactPersonal(arg);
  if (arg instanceof Error) return redactError(arg);
  if (!arg || typeof arg !== 'object' || Array.isArray(arg)) return arg;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(arg)) {
    out[key] = typeof value === 'string' ? redactPersonal(value) : value instanceof Error ? redactError(value) : value;
  }
  return out;
}

interface RequestLike { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }

/**
 * pino options (merged into fastify's `logger`) that keep personal data out of every line: a hook on
 * every log call, and the request serializer fastify's own request lines use.
 */
export function privateLogOptions() {
  return {
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, args.map(redactArg));
      },
    },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactPersonal(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
