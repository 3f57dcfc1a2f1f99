/**
 * API errors apart from the client: code that only needs to make or read one (the shell's first
 * screen, its page data) then carries neither ky nor the schemas in its first chunk.
 */

/** An API failure with the spec's status rule (statusCode, status or response status; default 500). */
export class ApiCallError extends Error {
  constructor(message: string, readonly status: number, readonly body?: unknown) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** The status of any error, as the spec reads it: statusCode, status or response status; default 500. */
export function statusOf(error: unknown): number {
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } } | null;
  for (const candidate of [e?.statusCode, e?.status, e?.response?.status]) {
    if (typeof candidate === 'number' && candidate >= 100 && candidate < 600) return candidate;
  }
  return 500;
}
