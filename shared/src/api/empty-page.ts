import type { Page } from './schemas';

/*
 * Apart from the schemas so that the shell's first chunk, which only needs an empty page, carries
 * none of them (they come with the API client, loaded with the first client navigation).
 */

/** The page of a reset before each page load (spec §4: id 0, empty title, empty lists, property id 0). */
export function emptyPage(): Page {
  return {
    id: 0,
    propertyId: 0,
    property: { id: 0 },
    title: '',
    meta: { title: '', description: '' },
    layout: null,
    sliders: [],
    contents: [],
    options: [],
    heroSlides: [],
    breadcrumbs: [],
    hrefLangs: [],
    category: null,
  };
}
