/** How the nav bar looks at a scroll position on a layout (spec section 4). */
import type { Layout } from '@nirvana/shared/routes';
import { OVERLAY_LAYOUTS } from '@nirvana/shared/sections';

/** Beyond this scroll the solid variant takes its compact sticky style. */
export const STICKY_AFTER_PX = 200;

export interface NavStyle {
  variant: 'overlay' | 'solid';
  scrolled: boolean;
  sticky: boolean;
  transparent: boolean;
}

export function navStyleOf(layout: Layout, scrollY: number, menuOpen = false): NavStyle {
  const variant = OVERLAY_LAYOUTS.includes(layout) ? 'overlay' : 'solid';
  const scrolled = scrollY > 0;
  return {
    variant,
    scrolled,
    sticky: variant === 'solid' && scrollY > STICKY_AFTER_PX,
    transparent: variant === 'overlay' && !scrolled && !menuOpen,
  };
}
