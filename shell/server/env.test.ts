/** @jest-environment node */
/** The shell server's variables (SHELL_ENV, RUNTIME_CONFIG_ENV), read by the rules both servers share (`@nirvana/shared/server-env`). */
import path from 'node:path';
import { EnvError } from '@nirvana/shared/server-env';
import { readShellEnv, REPO_ROOT, SHELL_ENV } from './env';
import { buildRuntimeConfig, RUNTIME_CONFIG_ENV } from './runtime-config';

const refusal = (read: () => unknown): EnvError => {
  try {
    read();
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('the value was accepted');
};

describe('SHELL_ENV', () => {
  test('the defaults of every variable', () => {
    expect(readShellEnv({})).toEqual({
      port: 8080, host: '0.0.0.0', apiBase: 'http://localhost:8081', publicApiBase: undefined, siteUrl: 'http://localhost:8080',
      trustProxy: false, allowedHosts: [], sectionBudgetMs: 2500, serverRender: true, rootDir: undefined, logLevel: 'info',
    });
    // SITE_URL follows PORT.
    expect(readShellEnv({ PORT: '9000' }).siteUrl).toBe('http://localhost:9000');
  });

  test('a good value of each kind', () => {
    expect(readShellEnv({
      PORT: '8443', HOST: '127.0.0.1', API_UPSTREAM: 'http://10.0.0.5:8081/', API_BASE: 'https://api.example.com/', SITE_URL: 'https://www.example.com/',
      TRUST_PROXY: '10.0.0.0/8, loopback', ALLOWED_HOSTS: 'www.example.com, example.com:8443', SECTION_RENDER_BUDGET_MS: '1500',
      SERVER_RENDER: 'false', BUILD_ROOT: 'build/here', LOG_LEVEL: 'silent',
    })).toEqual({
      port: 8443, host: '127.0.0.1', apiBase: 'http://10.0.0.5:8081', publicApiBase: 'https://api.example.com', siteUrl: 'https://www.example.com',
      trustProxy: ['10.0.0.0/8', 'loopback'], allowedHosts: ['www.example.com', 'example.com:8443'], sectionBudgetMs: 1500,
      serverRender: false, rootDir: path.join(REPO_ROOT, 'build', 'here'), logLevel: 'error',
    });
    // An absolute API_BASE is where the server fetches too, unless API_UPSTREAM says otherwise; a path is the site's own.
    expect(readShellEnv({ API_BASE: 'https://api.example.com' }).apiBase).toBe('https://api.example.com');
    expect(readShellEnv({ API_BASE: '/api' })).toMatchObject({ publicApiBase: '/api', apiBase: 'http://localhost:8081' });
    expect(readShellEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readShellEnv({ BUILD_ROOT: '/srv/build' }).rootDir).toBe('/srv/build');
    expect(readShellEnv({ SERVER_RENDER: '0' }).serverRender).toBe(false);
  });

  test('an empty or blank value of any variable is unset: its default applies', () => {
    const defaults = readShellEnv({});
    for (const name of Object.keys(SHELL_ENV)) {
      expect([name, readShellEnv({ [name]: '' })]).toEqual([name, defaults]);
      expect([name, readShellEnv({ [name]: ' ' })]).toEqual([name, defaults]);
    }
  });

  test.each([
    ['PORT', 'abc', 'is not a whole number'],
    ['PORT', '0', 'is below 1'],
    ['PORT', '65536', 'is above 65535'],
    ['HOST', 'local host', 'is not in the expected form'],
    ['API_UPSTREAM', 'localhost:8081', 'is not in the expected form'],
    ['API_BASE', 'api.example.com', 'is not in the expected form'],
    ['SITE_URL', 'https://www.example.com/?utm=1', 'is not in the expected form'],
    ['TRUST_PROXY', 'true', 'is not in the expected form'],
    ['TRUST_PROXY', 'proxy.example', 'is not in the expected form'],
    ['ALLOWED_HOSTS', 'www.example.com, https://example.com', 'is not in the expected form'],
    ['SECTION_RENDER_BUDGET_MS', '49', 'is below 50'],
    ['SECTION_RENDER_BUDGET_MS', '2.5s', 'is not a whole number'],
    ['SERVER_RENDER', 'nope', 'is not true or false'],
  ])('%s=%s is refused, naming the variable, the problem and the form expected', (name, value, problem) => {
    const error = refusal(() => readShellEnv({ [name]: value }));
    expect(error.variable).toBe(name);
    expect(error.message).toContain(problem);
    expect(error.message).toMatch(new RegExp(`^${name}( entry)?[= ].*; expected .+`));
  });
});

describe('RUNTIME_CONFIG_ENV', () => {
  const config = (env: Record<string, string>) => buildRuntimeConfig({ apiBase: 'http://127.0.0.1:8080', siteUrl: 'http://127.0.0.1:8080', env });

  test('defaults; values; none switches a chat widget off; an empty value is unset', () => {
    const defaults = config({});
    expect(defaults.chat).toEqual({ tr: '/chat/widget-tr.js', en: '/chat/widget-en.js', ru: '/chat/widget-ru.js', de: null });
    expect(defaults.remotes.search).toBe('/mfe/search/remoteEntry.js');
    expect(defaults.mapsKey).toBeNull();
    expect(defaults.handOff['nirvana-dolce-vita']).toEqual({ scheme: 'standard', promoParam: 'promo' });
    const set = config({
      REMOTE_SEARCH_URL: 'https://cdn.example.com/search/remoteEntry.js', CHAT_EN_URL: 'NONE', CHAT_DE_URL: '/chat/de.js', BOOKING_SITE: 'https://book.example.com',
      PHONE: '+90 242 000 00 00', MESSAGING_URL: 'https://wa.me/900000000', LOYALTY_URL: 'https://club.example.com', MAPS_KEY: 'k-1',
      HANDOFF_WIDGET_HOTELS: 'nirvana-dolce-vita', HANDOFF_WIDGET_ID: 'partner-web',
    });
    expect(set).toMatchObject({
      remotes: { search: 'https://cdn.example.com/search/remoteEntry.js' }, chat: { en: null, de: '/chat/de.js' }, bookingSite: 'https://book.example.com',
      phone: '+90 242 000 00 00', messagingUrl: 'https://wa.me/900000000', loyaltyUrl: 'https://club.example.com', mapsKey: 'k-1',
    });
    expect(set.handOff['nirvana-dolce-vita']).toEqual({ scheme: 'widget', promoParam: null, widget: 'partner-web', hotelList: '3' });
    const blank = Object.fromEntries(Object.keys(RUNTIME_CONFIG_ENV).map((name) => [name, '']));
    expect(config(blank)).toEqual(defaults);
  });

  test('a bad value is refused naming its variable (and the config field that refused it)', () => {
    const url = refusal(() => config({ MESSAGING_URL: 'not a url' }));
    expect(url.variable).toBe('MESSAGING_URL');
    expect(url.message).toMatch(/^MESSAGING_URL="not a url" is refused by the runtime config \(messagingUrl: .*\); expected an absolute http\(s\) URL$/);
    expect(refusal(() => config({ REMOTE_SEARCH_URL: 'ftp://cdn.example.com/x.js' })).variable).toBe('REMOTE_SEARCH_URL');
    const hotel = refusal(() => config({ HANDOFF_WIDGET_HOTELS: 'nirvana-dolce-vita, nirvana-nowhere' }));
    expect(hotel.message).toMatch(/^HANDOFF_WIDGET_HOTELS entry "nirvana-nowhere" is none of the choices; expected /);
  });
});
