/**
 * A polite live region that exists before anything is said in it, so screen readers announce
 * each message; saying the same text twice is announced twice (a fresh node each time).
 */
import { useCallback, useState } from 'react';

export function useAnnouncer() {
  const [said, setSaid] = useState<{ text: string; n: number }>({ text: '', n: 0 });
  const announce = useCallback((text: string) => setSaid((prev) => ({ text, n: prev.n + 1 })), []);
  const region = (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {said.text ? <span key={said.n}>{said.text}</span> : null}
    </div>
  );
  return { announce, region };
}
