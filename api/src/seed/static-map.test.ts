/** The static map pictures made at seed time: drawn from each property's coordinates, stored, served. */
import * as v from 'valibot';
import { CategoryContent, Page } from '@nirvana/shared/api/schemas';
import { createApiClient } from '@nirvana/shared/api/client';
import { LOCALES } from '@nirvana/shared/locales';
import { buildPath, pageUrlOf } from '@nirvana/shared/routes';
import { join } from 'node:path';
import { mustLoad } from '../content/load';
import { modelOf } from '../content/model';
import { API_DIR, REPO_ROOT } from '../settings';

const { hotels: HOTELS } = modelOf(mustLoad(join(REPO_ROOT, 'content'), { mediaDir: join(API_DIR, 'media') }));
import { distanceKm, staticMapSvg, townOf } from './static-map';
import { startApi, type Running } from '../test/harness';

describe('staticMapSvg', () => {
  it("draws the hotel's pin and name, its town and the airport's distance, differently per hotel", () => {
    const [me, cosmo] = HOTELS;
    const a = staticMapSvg(me!.contact, me!.identity.name);
    const b = staticMapSvg(cosmo!.contact, cosmo!.identity.name);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(a).toContain(`>${me!.identity.name}</text>`);
    expect(a).toContain('KEMER');
    expect(a).toContain(`AYT ${Math.round(distanceKm(me!.contact, { lat: 36.8987, lng: 30.8005 }))} km`);
    expect(b).toContain('MURATPAŞA');
    expect(a).not.toEqual(b);
    expect(staticMapSvg(me!.contact, me!.identity.name)).toEqual(a);
  });

  it('escapes the name and reads the town of an address', () => {
    expect(staticMapSvg({ lat: 36.5, lng: 30.5, address: 'X, 07980 Kemer, Antalya, Türkiye' }, '<b>&"')).toContain('&lt;b&gt;&amp;&quot;');
    expect(townOf('Tekirova Mah. Ekinci Sk. No 3, 07995 Kemer, Antalya, Türkiye')).toBe('Kemer');
    expect(Math.round(distanceKm({ lat: 36.5742, lng: 30.5703 }, { lat: 36.8987, lng: 30.8005 }))).toBe(42);
  });
});

describe('served by the API', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it("the contact page's contact names its map picture, which the API serves as SVG; unknown maps are 404", async () => {
    const client = createApiClient(api.base, { ky: { retry: 0 } });
    const page = v.parse(Page, await client.page('/oteller/nirvana-dolce-vita/iletisim', 'tr'));
    const content = v.parse(CategoryContent, await client.categoryContent(page.id, 'contact', 'tr'));
    const contact = content.contact;
    expect(contact?.mapImage).toMatchObject({ sourceUrl: `${api.base}/media/maps/3.svg`, width: 1200, height: 800, mimeType: 'image/svg+xml' });
    const res = await fetch(contact!.mapImage!.sourceUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('Nirvana Dolce Vita');
    for (const bad of ['/media/maps/99.svg', '/media/maps/x.svg', '/media/maps/3.png', '/media/maps/..%2f3.svg']) {
      expect((await fetch(`${api.base}${bad}`)).status).toBe(404);
    }
  });

  it("the map's alt says what it shows in the page's language (tr, en, ru, de), the same on the page's property and its contact", async () => {
    const client = createApiClient(api.base, { ky: { retry: 0 } });
    const km = Math.round(distanceKm(HOTELS[2]!.contact, { lat: 36.8987, lng: 30.8005 }));
    const words = {
      tr: `Nirvana Dolce Vita çevresinin haritası: sahil, en yakın ilçe ve ${km} km uzaklıktaki Antalya Havalimanı`,
      en: `Map of the area around Nirvana Dolce Vita: the coast, the nearest town and Antalya Airport, ${km} km away`,
      ru: `Карта окрестностей Nirvana Dolce Vita: побережье, ближайший город и аэропорт Анталии в ${km} км`,
      de: `Umgebungskarte von Nirvana Dolce Vita: die Küste, der nächste Ort und der Flughafen Antalya in ${km} km Entfernung`,
    };
    expect(km).toBeGreaterThan(30);
    const alts = new Set<string>();
    for (const locale of LOCALES) {
      const page = v.parse(Page, await client.page(pageUrlOf(buildPath('hotel:contact', locale, { hotel: 'nirvana-dolce-vita' })!), locale));
      const content = v.parse(CategoryContent, await client.categoryContent(page.id, 'contact', locale));
      const alt = content.contact!.mapImage!.alt!;
      expect(alt).toBe(words[locale]);
      expect(page.property.contact?.mapImage?.alt).toBe(alt);
      alts.add(alt);
    }
    expect(alts.size).toBe(4);
  });
});

