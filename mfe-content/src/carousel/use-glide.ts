import Glide from '@glidejs/glide';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { whenNearViewport } from '@nirvana/shared/near-viewport';
import { yieldToMain } from '@nirvana/shared/yield';

/**
 * Mounts Glide on an element rendered by React and destroys it on unmount or when `key`
 * changes. Glide measures its slides as it mounts (a layout of the page, 20 to 60 ms on a phone
 * for each carousel), so it mounts in a task of its own after React's commit, not inside it
 * (issue 20: total blocking time), and only once the carousel is near the viewport (the one rule,
 * `whenNearViewport`): a carousel further down costs nothing while the page loads (its server HTML
 * shows the first cards meanwhile). Clones Glide
 * makes for the infinite loop are hidden from assistive technology.
 * Returns the instance, the index of the active (real) slide and whether Glide is mounted (`ready`).
 */
export function useGlide(root: RefObject<HTMLElement | null>, options: Partial<Glide.Options>, key: string, enabled = true) {
  const glide = useRef<Glide | null>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  // `options` (a new object each render) is read once per build, as it is then: it rebuilds nothing.
  const optionsNow = useEffectEvent(() => options);
  // Rebuilt only when the caller's key (or `enabled`) changes.
  useEffect(() => {
    const element = root.current;
    if (!element || !enabled) return;
    const buildOptions = optionsNow();
    let instance: Glide | null = null;
    let cancelled = false;
    const watching = new AbortController();
    void whenNearViewport([element], { signal: watching.signal }).then(yieldToMain).then(() => {
      if (cancelled) return;
      const mounted = new Glide(element, buildOptions);
      mounted.on('run', () => setIndex(mounted.index));
      mounted.on(['mount.after', 'build.after'], () => hideClones(element));
      mounted.mount();
      hideClones(element);
      instance = mounted;
      glide.current = mounted;
      setIndex(mounted.index);
      setReady(true);
    });
    return () => {
      cancelled = true;
      watching.abort();
      glide.current = null;
      instance?.destroy();
      setReady(false);
    };
  }, [root, key, enabled]);
  return { glide, index, ready };
}

function hideClones(element: HTMLElement) {
  element.querySelectorAll('.glide__slide--clone').forEach((clone) => {
    clone.setAttribute('aria-hidden', 'true');
    clone.setAttribute('inert', '');
    clone.querySelectorAll('img').forEach((img) => img.setAttribute('loading', 'lazy'));
    clone.querySelectorAll('video').forEach((video) => {
      video.removeAttribute('autoplay');
      video.pause?.();
    });
  });
}
