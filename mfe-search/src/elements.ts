/**
 * The section's custom elements for federated hosts: `<nirvana-search>` sharing the host's React.
 * Here the script's origin is unknown, so the default api-base is the page's origin; hosts set `api-base`.
 */
import { defineNirvanaSearch } from './embed/nirvana-search-element';

defineNirvanaSearch(window.location.origin);

export { defineNirvanaSearch };
