import type { ReactNode } from 'react';

/**
 * The block below a page's first screen (a home's sections, rooms, stories, gallery). It used to
 * render its children only near the viewport; now its content is in the server's HTML (crawlers
 * and visitors without scripts read it) and the browser hydrates it as it is, so it renders its
 * children always. What is heavy and only the browser's (a carousel's Glide) starts in effects.
 */
export function NearViewport({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}
