/**
 * A runtime config for the sections' unit tests: the API at http://api.test, the default remotes,
 * no chat widget, no hand-off schemes; a test passes what it asserts on as overrides. Imported by
 * tests only (no section's bundle reaches it).
 */
import type { RuntimeConfig } from './runtime-config';
import { defaultRemotes } from './sections';

export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    apiBase: 'http://api.test',
    remotes: defaultRemotes(),
    chat: { tr: null, en: null, ru: null, de: null },
    bookingSite: 'https://booking.test',
    handOff: {},
    phone: '+90 444 0 999',
    messagingUrl: 'https://wa.me/904440999',
    loyaltyUrl: 'https://aclub.test',
    social: {},
    ...overrides,
  };
}
