/**
 * The static map of a property's surroundings, drawn at seed time (the contact page shows it when no
 * maps key is configured): the coast and the sea, the coastal highway and the local streets, green
 * areas, the property's pin with its name, the nearest town and the airport's direction with its
 * distance, a north arrow and a scale bar. Everything is derived from the property's coordinates, so
 * each hotel's picture differs and nothing is fetched from a third party. Stored in the database
 * (`static_maps`) and served as `/media/maps/<property id>.svg`.
 */
import type { Contact, MediaFile } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';

export const MAP_SIZE = { width: 1200, height: 800 } as const;

/** Antalya Airport, the reference every guest asks about. */
const AIRPORT = { lat: 36.8987, lng: 30.8005 };

/** What the map shows, said in the page's language (the picture itself is the same in every language). */
const MAP_ALT: Record<Locale, (name: string, km: number) => string> = {
  tr: (name, km) => `${name} çevresinin haritası: sahil, en yakın ilçe ve ${km} km uzaklıktaki Antalya Havalimanı`,
  en: (name, km) => `Map of the area around ${name}: the coast, the nearest town and Antalya Airport, ${km} km away`,
  ru: (name, km) => `Карта окрестностей ${name}: побережье, ближайший город и аэропорт Анталии в ${km} км`,
  de: (name, km) => `Umgebungskarte von ${name}: die Küste, der nächste Ort und der Flughafen Antalya in ${km} km Entfernung`,
};

/** The map picture's media entry of a property, its alt in the page's language. */
export function staticMapFile(propertyId: number, name: string, contact: Pick<Contact, 'lat' | 'lng'>, locale: Locale): MediaFile {
  const km = Math.round(distanceKm(contact, AIRPORT));
  return { sourceUrl: `/media/maps/${propertyId}.svg`, ...MAP_SIZE, mimeType: 'image/svg+xml', alt: MAP_ALT[locale](name, km) };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small deterministic generator from the coordinates (the same hotel always gets the same picture). */
function random(seed: number): () => number {
  let s = Math.floor(Math.abs(seed * 1e6)) % 2147483647 || 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The town of an address ("…, 07980 Kemer, Antalya, Türkiye" → "Kemer"). */
export function townOf(address: string): string {
  const parts = address.split(',').map((p) => p.trim());
  const withCode = parts.find((p) => /^\d{5}\s+\S/.test(p));
  return withCode ? withCode.replace(/^\d{5}\s+/, '') : parts[parts.length - 3] ?? '';
}

export function staticMapSvg(contact: Pick<Contact, 'lat' | 'lng' | 'address'>, name: string): string {
  const { width: W, height: H } = MAP_SIZE;
  const rnd = random(contact.lat * 31 + contact.lng);
  const cx = W / 2;
  const cy = H * 0.46;
  // The coast runs across the map below the pin, the sea to the south-east.
  const coast: string[] = [];
  for (let x = -20, i = 0; x <= W + 20; x += 60, i++) {
    const y = H * 0.62 + Math.sin(i * 0.7 + rnd() * 0.6) * 26 + (x / W) * 60;
    coast.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(0)},${y.toFixed(0)}`);
  }
  const land = `${coast.join(' ')} L${W + 20},-20 L-20,-20 Z`;
  const highwayY = H * 0.36 + rnd() * 20;
  const streets: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 170 + rnd() * 40;
    streets.push(`<path d="M${x.toFixed(0)},${(highwayY - 220).toFixed(0)} Q${(x + 30).toFixed(0)},${(highwayY + 60).toFixed(0)} ${(x + 10 + rnd() * 40).toFixed(0)},${(H * 0.62 + 20).toFixed(0)}" class="street"/>`);
  }
  const parks = Array.from({ length: 5 }, () => {
    const x = 60 + rnd() * (W - 200);
    const y = 40 + rnd() * (highwayY - 120);
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(90 + rnd() * 120).toFixed(0)}" height="${(50 + rnd() * 70).toFixed(0)}" rx="18" class="park"/>`;
  }).join('');
  const airportKm = Math.round(distanceKm(contact, AIRPORT));
  const bearing = Math.atan2(AIRPORT.lng - contact.lng, AIRPORT.lat - contact.lat);
  const ax = cx + Math.sin(bearing) * 420;
  const ay = cy - Math.cos(bearing) * 260;
  const town = townOf(contact.address);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(name)}">
<style>
.street{fill:none;stroke:#fff;stroke-width:10;stroke-linecap:round}
.park{fill:#cfe3c3}
text{font-family:Inter,system-ui,Arial,sans-serif}
</style>
<rect width="${W}" height="${H}" fill="#a9d3ea"/>
<path d="${land}" fill="#f1ede4"/>
<path d="${coast.join(' ')}" fill="none" stroke="#e8dcc0" stroke-width="18"/>
${parks}
${streets.join('')}
<path d="M-20,${highwayY.toFixed(0)} C${W * 0.3},${(highwayY - 40).toFixed(0)} ${W * 0.6},${(highwayY + 40).toFixed(0)} ${W + 20},${(highwayY - 10).toFixed(0)}" fill="none" stroke="#f5c56b" stroke-width="18"/>
<rect x="${(W * 0.08).toFixed(0)}" y="${(highwayY - 34).toFixed(0)}" width="64" height="28" rx="6" fill="#fff" stroke="#d98a17" stroke-width="2"/>
<text x="${(W * 0.08 + 32).toFixed(0)}" y="${(highwayY - 14).toFixed(0)}" font-size="16" font-weight="700" fill="#7a4a06" text-anchor="middle">D400</text>
<text x="${(W * 0.8).toFixed(0)}" y="${(H * 0.88).toFixed(0)}" font-size="26" font-style="italic" fill="#3d6f8c" text-anchor="middle">Akdeniz · Mediterranean</text>
${town ? `<text x="${(W * 0.2).toFixed(0)}" y="${(H * 0.2).toFixed(0)}" font-size="30" font-weight="600" fill="#6b6f76" letter-spacing="4">${esc(town.toUpperCase())}</text>` : ''}
<g transform="translate(${Math.min(Math.max(ax, 120), W - 220).toFixed(0)},${Math.min(Math.max(ay, 60), H * 0.5).toFixed(0)})">
<circle r="22" fill="#1f2328"/><path d="M-10,4 L0,-12 L10,4 L2,2 L2,10 L-2,10 L-2,2 Z" fill="#fff"/>
<text x="32" y="7" font-size="20" font-weight="600" fill="#1f2328">AYT ${airportKm} km</text>
</g>
<g transform="translate(${cx},${cy})">
<ellipse cx="0" cy="4" rx="18" ry="6" fill="rgba(0,0,0,.25)"/>
<path d="M0,0 C-6,-18 -26,-30 -26,-52 A26,26 0 1 1 26,-52 C26,-30 6,-18 0,0 Z" fill="#d98a17" stroke="#fff" stroke-width="4"/>
<circle cx="0" cy="-52" r="9" fill="#fff"/>
<rect x="${(-Math.max(name.length * 7.5, 120) / 2 - 14).toFixed(0)}" y="12" width="${(Math.max(name.length * 7.5, 120) + 28).toFixed(0)}" height="40" rx="8" fill="#fff" stroke="#1f2328" stroke-width="1.5"/>
<text x="0" y="38" font-size="17" font-weight="700" fill="#1f2328" text-anchor="middle">${esc(name)}</text>
</g>
<g transform="translate(${W - 70},70)"><circle r="30" fill="#fff" stroke="#1f2328" stroke-width="2"/><path d="M0,-22 L9,6 L0,0 L-9,6 Z" fill="#1f2328"/><text y="24" font-size="14" font-weight="700" text-anchor="middle" fill="#1f2328">N</text></g>
<g transform="translate(40,${H - 40})"><rect width="120" height="8" fill="#1f2328"/><rect x="60" width="60" height="8" fill="#fff" stroke="#1f2328" stroke-width="1"/><text y="-8" font-size="14" fill="#1f2328">0</text><text x="120" y="-8" font-size="14" fill="#1f2328" text-anchor="end">1 km</text></g>
</svg>`;
}
