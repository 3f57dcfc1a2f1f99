/** `whenNearViewport` for React: whether `target` has come near the viewport (it stays true). */
import { useEffect, useState } from 'react';
import { whenNearViewport, type NearViewportOptions } from './near-viewport';

export function useNearViewport(target: Element | null | undefined, { margin, after }: Omit<NearViewportOptions, 'signal'> = {}): boolean {
  const [near, setNear] = useState(() => typeof window === 'undefined' || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !target) return undefined;
    const controller = new AbortController();
    void whenNearViewport([target], { margin, after, signal: controller.signal }).then(() => setNear(true));
    return () => controller.abort();
  }, [near, target, margin, after]);
  return near;
}
