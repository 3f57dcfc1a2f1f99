/**
 * The runtime config: one JSON document served by the shell server at /runtime-config.json.
 * Nothing environment-specific is baked into a build; every section reads this at run time.
 */
import { SECTIONS, type SectionName, type SlotName } from './sections';
import { isHttpUrl, isSitePath } from './url';
import * as v from 'valibot';
import { HandOff } from '@nirvana/shared/api/schemas';
import { once } from './memo';

/** An absolute http(s) URL, or a path on the serving origin. */
export const HttpUrl = v.pipe(v.string(), v.check((value) => isSitePath(value) || isHttpUrl(value), (issue) => `${String(issue.input)} is not an http(s) URL`));

const SocialLinks = v.record(v.string(), HttpUrl);

/** A booking engine's parameter scheme: one schema, in the API's schemas (a hotel carries its own too). */
export { HandOff } from '@nirvana/shared/api/schemas';

export const RuntimeConfig = v.object({
  /** Base URL of the content API. */
  apiBase: HttpUrl,
  /** Where each micro-frontend's remoteEntry.js lives (each may be on its own CDN). */
  remotes: v.strictObject(Object.fromEntries(SECTIONS.map((section) => [section, HttpUrl])) as Record<SectionName, typeof HttpUrl>),
  /** The live-chat widget script per locale; German has none. */
  chat: v.record(v.string(), v.nullable(HttpUrl)),
  /** The default booking site (Cosmopolitan's), opened with a lang query. */
  bookingSite: HttpUrl,
  /** Booking-engine parameter scheme per hotel identity slug. */
  handOff: v.record(v.string(), HandOff),
  phone: v.string(),
  messagingUrl: HttpUrl,
  loyaltyUrl: HttpUrl,
  /** Social links per property id ('22' is the group). */
  social: v.record(v.string(), SocialLinks),
  mapsKey: v.optional(v.nullable(v.string())),
  /** Public origin of the site, for canonical links (e.g. https://www.nirvanahotels.com). */
  siteUrl: v.optional(HttpUrl),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>;

/** Custom props the shell passes to every section's single-spa lifecycles: the slots it fills and the runtime config. */
export interface SectionProps {
  slots: Partial<Record<SlotName, HTMLElement>>;
  config: RuntimeConfig;
}

/** Checks a runtime config document; throws a ValiError whose first issue names the bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  return v.parse(RuntimeConfig, value);
}

// `once` is free of side effects: a bundle that imports this module for its schema alone carries no memo.
const loadOnce = once((url: string) =>
  fetch(url, { headers: { Accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error(`Runtime config ${url} answered ${res.status}`);
      return res.json();
    })
    .then(parseRuntimeConfig),
);

/** Loads and checks the runtime config once per page (from the shell server); a failed load is tried again. */
export function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  return loadOnce(url);
}

/** For tests: forget the loaded config. */
export function resetRuntimeConfigCache(): void {
  loadOnce.reset();
}
