/**
 * A part below a page's first screen (a home's sections and rooms, the footer) whose code loads
 * once it nears the viewport (`whenNearViewport`). Its content is in the server's HTML all the same
 * (crawlers and visitors without scripts read it): while the code waits, React keeps that HTML as
 * it is (a Suspense boundary not yet hydrated) and hydrates it in place when the code arrives, so
 * the first screen's scripts are not the whole page's (the home's first-load budget). A part the
 * browser renders itself shows `pending` until then. A button pressed on the server's HTML before
 * the code came is pressed again once the part has hydrated. On the server (its data store says so), and
 * where nothing can tell what is near (no IntersectionObserver), the code loads at once.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { whenNearViewport, type NearViewportOptions } from './near-viewport';
import { Committed, useServerRender } from '@nirvana/shared/section-data';
import { earlyPress, pressAgain, type EarlyPress } from './press-replay';

/**
 * A lazy component whose code loads only once `release()` is called (at once in a server render,
 * whose data store says so): until then a server-rendered part stays the server's HTML, not yet
 * hydrated. `release()` answers when the code is there; an update given to the part after that
 * hydrates it first, with no client render of it anew.
 */
export function gatedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const loaded = gate.then(load);
  const Lazy = lazy(() => loaded);
  function Part(props: P) {
    // A server render waits for nothing (releasing is idempotent, so harmless during a render).
    if (useServerRender()) open();
    return <Lazy {...props} />;
  }
  return {
    Part,
    release: (): Promise<void> => {
      open();
      return loaded.then(() => undefined);
    },
  };
}

export function lazyNearViewport<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { after }: Pick<NearViewportOptions, 'after'> = {},
) {
  const { Part, release } = gatedLazy(load);
  return function NearViewport({ className, pending = null, ...props }: P & { className?: string; pending?: ReactNode }) {
    const block = useRef<HTMLDivElement>(null);
    /** Whether the part has hydrated; else the last press on a button of its server HTML meanwhile. */
    const state = useRef<{ hydrated: boolean; pressed: EarlyPress | null }>({ hydrated: false, pressed: null });
    useEffect(() => {
      const element = block.current;
      if (!element) return undefined;
      const controller = new AbortController();
      void whenNearViewport([element], { after, signal: controller.signal }).then(() => release());
      // A press on the server's HTML before the part's code has come answers nothing (React drops it,
      // and stops it at the root: so it is heard on the document, before): the code is asked at once,
      // and the press given again once the part has hydrated (press-replay.ts).
      const pressed = (event: MouseEvent) => {
        const press = state.current.hydrated ? null : earlyPress(event, element);
        if (!press) return;
        state.current.pressed = press;
        void release();
      };
      const page = element.ownerDocument;
      page.addEventListener('click', pressed, true);
      return () => {
        controller.abort();
        page.removeEventListener('click', pressed, true);
      };
    }, []);
    const hydrated = useCallback(() => {
      const { pressed } = state.current;
      state.current = { hydrated: true, pressed: null };
      if (pressed && block.current) pressAgain(block.current, pressed);
    }, []);
    return (
      <div ref={block} className={className}>
        <Suspense fallback={pending}>
          <Part {...(props as P)} />
          <Committed onCommit={hydrated} />
        </Suspense>
      </div>
    );
  };
}
