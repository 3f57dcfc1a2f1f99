import type { MediaFile, Page } from '@nirvana/shared/api/schemas';
import { Picture } from '@nirvana/shared/picture';
import landing1 from '../assets/landing-1.svg';
import landing2 from '../assets/landing-2.svg';
import landing3 from '../assets/landing-3.svg';
import landingRamadan from '../assets/landing-ramadan.svg';

export const RAMADAN_ROUTE_ID = 'hotel:ramadan-holiday';
const FALLBACK_SIZE = { width: 750, height: 1000 };

/** The three mobile fallback images, by property id (1, 2, 3; anything else gets 1's). */
export const MOBILE_FALLBACKS: Record<1 | 2 | 3, string> = { 1: landing1, 2: landing2, 3: landing3 };

/**
 * The landing header's image: on desktop the first slide of HEADER_DESKTOP; on mobile the
 * first slide of HEADER_MOBILE, else the fallback image of the property (the special image
 * on the Ramadan holiday page). The page's HEADER_IMAGE option is the last resort on desktop.
 */
export function landingHeaderImage(page: Pick<Page, 'sliders' | 'options' | 'propertyId' | 'heroSlides'>, routeId: string, handheld: boolean): MediaFile | null {
  const first = (key: string) => page.sliders.find((s) => s.key === key)?.slides[0];
  if (handheld) {
    if (routeId === RAMADAN_ROUTE_ID) return { sourceUrl: landingRamadan, ...FALLBACK_SIZE };
    const slide = first('HEADER_MOBILE');
    if (slide) return slide.mobileFile ?? slide.file;
    const id = page.propertyId as 1 | 2 | 3;
    return { sourceUrl: MOBILE_FALLBACKS[id] ?? MOBILE_FALLBACKS[1], ...FALLBACK_SIZE };
  }
  const slide = first('HEADER_DESKTOP');
  if (slide) return slide.file;
  return page.options.find((o) => o.key === 'HEADER_IMAGE')?.file ?? page.heroSlides[0]?.file ?? null;
}

/** The landing page's header: one image, max 510 px high from 992 px up. */
export function LandingHeader({ page, routeId, handheld, children }: {
  page: Page;
  routeId: string;
  handheld: boolean;
  children?: React.ReactNode;
}) {
  const file = landingHeaderImage(page, routeId, handheld);
  return (
    <header className="landing-header">
      {file ? <Picture className="landing-header-image" file={file} alt={file.alt ?? ''} priority sizes="100vw" fallbackSize={FALLBACK_SIZE} /> : null}
      <div className="landing-header-text">{children}</div>
    </header>
  );
}
