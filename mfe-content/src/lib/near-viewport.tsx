import { useState, type ReactNode } from 'react';
import { useNearViewport } from '@nirvana/shared/use-near-viewport';

/**
 * Renders `children` once near the viewport (`whenNearViewport` in shared: on screen, or a scroll
 * within its margin); until then an empty block holding `minHeight` of space.
 */
export function NearViewport({ children, minHeight, className }: { children: ReactNode; minHeight: string; className?: string }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element);
  return (
    <div ref={setElement} className={className} style={near ? undefined : { minHeight }} data-deferred={near ? undefined : 'true'}>
      {near ? children : null}
    </div>
  );
}
