/** Spec: a failed call is logged (console.warn), its data left empty, no user message, no crash. */
export async function safeCall<T, F>(what: string, call: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call();
  } catch (error) {
    console.warn(`[content] ${what} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
