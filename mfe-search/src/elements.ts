/**
 * The section's custom elements for federated hosts: `<nirvana-search>` sharing the host's React.
 * Its default api-base is the origin that served this section's bundle (its webpack public path),
 * as for every element of the site; hosts that serve the API elsewhere set `api-base`.
 */
import { scriptOrigin } from '@nirvana/shared/define-element';
import { defineNirvanaSearch } from './embed/nirvana-search-element';
import { bundlePublicPath } from './script-origin';

defineNirvanaSearch(scriptOrigin(bundlePublicPath()));

export { defineNirvanaSearch };
