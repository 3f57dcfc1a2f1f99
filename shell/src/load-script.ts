/**
 * The one way the shell adds a script of its own (a section's remote entry, a chat widget): async,
 * with the page's CSP nonce, marked with `data` attributes, and removed again when it fails or,
 * given `timeoutMs`, hangs.
 */
export interface ScriptOptions {
  doc: Document;
  nonce?: string;
  /** A script that has not loaded after this long counts as failed (none: it may take its time). */
  timeoutMs?: number;
  /** `data-*` attributes, by their dataset names (`nirvanaChat` for `data-nirvana-chat`). */
  data?: Record<string, string>;
  /** Where it goes: the head (default) or the end of the body. */
  parent?: 'head' | 'body';
  /** The error a failure rejects with. */
  error?: (why: 'failed' | 'timeout') => Error;
}

export function loadScript(url: string, options: ScriptOptions): Promise<void> {
  const { doc, nonce, timeoutMs, data = {}, parent = 'head' } = options;
  const error = options.error ?? ((why) => new Error(why === 'timeout' ? `${url} timed out after ${timeoutMs} ms` : `${url} failed to load`));
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    Object.assign(script.dataset, data);
    if (nonce) script.nonce = nonce;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (why?: 'failed' | 'timeout') => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!why) return resolve();
      script.remove();
      reject(error(why));
    };
    script.onload = () => settle();
    script.onerror = () => settle('failed');
    if (timeoutMs !== undefined) timer = setTimeout(() => settle('timeout'), timeoutMs);
    doc[parent].appendChild(script);
  });
}
