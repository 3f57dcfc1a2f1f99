/** The group and its three hotels (spec section 3). Media paths are relative to the API base. */
import type { HotelSlug } from './routes';

export const PROPERTY_NETWORK_ID = 1;
export const EVENT_PUBLISHER_ID = 1;
export const STORIES_PLATFORM = 'WEB_ONLY';
export const GROUP_PROPERTY_ID = 22;
/** The property used when a page names none (Cosmopolitan). */
export const DEFAULT_PROPERTY_ID = 2;

/** The hotels' property ids (spec section 3). */
export const HOTEL_PROPERTY_IDS: Readonly<Record<HotelSlug, number>> = {
  'nirvana-mediterranean-excellence': 1,
  'nirvana-cosmopolitan': 2,
  'nirvana-dolce-vita': 3,
};

/** The hotel identity slug of a property id; null for the group or an unknown id. */
export function hotelSlugOf(propertyId: number): HotelSlug | null {
  const entry = Object.entries(HOTEL_PROPERTY_IDS).find(([, id]) => id === propertyId);
  return entry ? (entry[0] as HotelSlug) : null;
}

export interface PropertyIdentity {
  id: number;
  pageId: number;
  /** Hotel identity slug; null for the group. */
  slug: HotelSlug | null;
  name: string;
  logo: string;
  navLogoMobile: string;
  navLogoDesktop: string;
  /** The desktop logo over a photograph (the transparent header): white words, the mark in its colours, ringed in white. */
  navLogoLight: string;
  experienceImages: { top: string; bottom: string; alt: string } | null;
}

export const PROPERTIES: readonly PropertyIdentity[] = [
  {
    id: GROUP_PROPERTY_ID, pageId: 8, slug: null, name: 'Nirvana Hotels',
    logo: '/media/logos/nirvana.svg', navLogoMobile: '/media/logos/nirvana-mark.svg', navLogoDesktop: '/media/logos/nirvana.svg', navLogoLight: '/media/logos/nirvana-light.svg',
    experienceImages: null,
  },
  {
    id: HOTEL_PROPERTY_IDS['nirvana-mediterranean-excellence'], pageId: 8, slug: 'nirvana-mediterranean-excellence', name: 'Nirvana Mediterranean Excellence',
    logo: '/media/logos/mediterranean-excellence.svg', navLogoMobile: '/media/logos/mediterranean-excellence-mark.svg',
    navLogoDesktop: '/media/logos/mediterranean-excellence.svg', navLogoLight: '/media/logos/mediterranean-excellence-light.svg',
    experienceImages: { top: '/media/images/experience-1-top.svg', bottom: '/media/images/experience-1-bottom.svg', alt: 'Mediterranean Excellence experience' },
  },
  {
    id: HOTEL_PROPERTY_IDS['nirvana-cosmopolitan'], pageId: 11, slug: 'nirvana-cosmopolitan', name: 'Nirvana Cosmopolitan',
    logo: '/media/logos/cosmopolitan.svg', navLogoMobile: '/media/logos/cosmopolitan-mark.svg',
    navLogoDesktop: '/media/logos/cosmopolitan.svg', navLogoLight: '/media/logos/cosmopolitan-light.svg',
    experienceImages: { top: '/media/images/experience-2-top.svg', bottom: '/media/images/experience-2-bottom.svg', alt: 'Cosmopolitan experience' },
  },
  {
    id: HOTEL_PROPERTY_IDS['nirvana-dolce-vita'], pageId: 13, slug: 'nirvana-dolce-vita', name: 'Nirvana Dolce Vita',
    logo: '/media/logos/dolce-vita.svg', navLogoMobile: '/media/logos/dolce-vita-mark.svg',
    navLogoDesktop: '/media/logos/dolce-vita.svg', navLogoLight: '/media/logos/dolce-vita-light.svg',
    experienceImages: { top: '/media/images/experience-3-top.svg', bottom: '/media/images/experience-3-bottom.svg', alt: 'Dolce Vita experience' },
  },
];

export function propertyById(id: number): PropertyIdentity | undefined {
  return PROPERTIES.find((p) => p.id === id);
}

export function propertyBySlug(slug: string | null | undefined): PropertyIdentity | undefined {
  return slug ? PROPERTIES.find((p) => p.slug === slug) : undefined;
}
