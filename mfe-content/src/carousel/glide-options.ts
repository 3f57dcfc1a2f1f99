/** The carousels' timings and behaviour (spec: hero and feature carousels). */
import type Glide from '@glidejs/glide';
import type { DeviceInfo } from '@nirvana/shared/device';

type Options = Partial<Glide.Options>;

export const HERO_AUTOPLAY_MS = 7000;
export const HERO_TRANSITION_MS = 2000;
export const FEATURE_AUTOPLAY_MS = 4000;
export const FEATURE_PER_VIEW = { desktop: 6, tablet: 4, mobile: 2 } as const;

/** Hero: infinite, dots, no arrows, no drag, no pause on hover; no autoplay for reduced motion. */
export function heroOptions(reducedMotion: boolean): Options {
  return {
    type: 'carousel',
    perView: 1,
    gap: 0,
    autoplay: reducedMotion ? false : HERO_AUTOPLAY_MS,
    animationDuration: reducedMotion ? 0 : HERO_TRANSITION_MS,
    hoverpause: false,
    dragThreshold: false,
    swipeThreshold: false,
    keyboard: false,
  };
}

/** How many feature cards a device sees at once: 6 on desktop, 4 on tablet, 2 on mobile. */
export function featurePerView(device: Pick<DeviceInfo, 'isMobile' | 'isTablet'>): number {
  if (device.isMobile) return FEATURE_PER_VIEW.mobile;
  if (device.isTablet) return FEATURE_PER_VIEW.tablet;
  return FEATURE_PER_VIEW.desktop;
}

/** Feature carousel: infinite, autoplay 4000 ms pausing on hover (focus is handled by the component), arrows. */
export function featureOptions(device: Pick<DeviceInfo, 'isMobile' | 'isTablet'>, reducedMotion: boolean): Options {
  const perView = featurePerView(device);
  return {
    type: 'carousel',
    perView,
    gap: 16,
    autoplay: reducedMotion ? false : FEATURE_AUTOPLAY_MS,
    hoverpause: true,
    keyboard: false,
    animationDuration: reducedMotion ? 0 : 600,
    // A narrow desktop window still gets the tablet and mobile counts.
    breakpoints: {
      767: { perView: Math.min(perView, FEATURE_PER_VIEW.mobile) },
      1199: { perView: Math.min(perView, FEATURE_PER_VIEW.tablet) },
    },
  };
}
