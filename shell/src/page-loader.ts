/**
 * What a client-side navigation needs beyond the first page, which the server inlines: the API
 * client, the page data loader and the head tags. Its own chunk, loaded on the first navigation
 * (or when the first page must be fetched), so the first load does not carry it.
 */
export { createApiClient, statusOf } from '@nirvana/shared/api/client';
export { applyHead } from './head-dom';
export { headOf } from './head-model';
export { loadPageData } from './page-data';
