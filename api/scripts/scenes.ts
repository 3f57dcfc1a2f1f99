/**
 * Scenic SVG illustrations for the seeded content: each scene is drawn from a few simple layers
 * (sky, sun, sea, pool, palms, rooms, tables...) in a desktop (16:9) and a mobile (portrait) size.
 */
export interface SceneSize { w: number; h: number }
export const DESKTOP: SceneSize = { w: 1600, h: 900 };
export const MOBILE: SceneSize = { w: 750, h: 1125 };

type Layer = (s: SceneSize) => string;
const r = (n: number) => Math.round(n);

const sky = (top: string, bottom: string): Layer => ({ w, h }) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
const sun = (fx: number, fy: number, fr: number, color: string, glow = true): Layer => ({ w, h }) => {
  const m = Math.min(w, h);
  return (glow ? `<circle cx="${r(w * fx)}" cy="${r(h * fy)}" r="${r(m * fr * 1.8)}" fill="${color}" opacity=".25"/>` : '') +
    `<circle cx="${r(w * fx)}" cy="${r(h * fy)}" r="${r(m * fr)}" fill="${color}"/>`;
};
const hills = (fy: number, color: string, amp = 0.08): Layer => ({ w, h }) => {
  const y = h * fy;
  return `<path d="M0 ${r(y)} C ${r(w * 0.2)} ${r(y - h * amp)} ${r(w * 0.35)} ${r(y - h * amp * 0.3)} ${r(w * 0.55)} ${r(y - h * amp * 0.9)} S ${r(w * 0.85)} ${r(y - h * amp * 0.2)} ${w} ${r(y - h * amp * 0.6)} V ${h} H 0 Z" fill="${color}"/>`;
};
const sea = (fy: number, c1: string, c2: string): Layer => ({ w, h }) => {
  const y = h * fy;
  let waves = '';
  for (let i = 1; i <= 4; i++) {
    const wy = r(y + ((h - y) * i) / 6);
    waves += `<path d="M0 ${wy} q ${r(w / 16)} -${r(h * 0.012)} ${r(w / 8)} 0 t ${r(w / 8)} 0 t ${r(w / 8)} 0 t ${r(w / 8)} 0 t ${r(w / 8)} 0 t ${r(w / 8)} 0 t ${r(w / 8)} 0 t ${r(w / 8)} 0" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${r(Math.max(2, w / 400))}"/>`;
  }
  return `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect y="${r(y)}" width="${w}" height="${r(h - y)}" fill="url(#sea)"/>${waves}`;
};
const sand = (fy: number, color: string): Layer => ({ w, h }) =>
  `<path d="M0 ${r(h * fy)} Q ${r(w * 0.5)} ${r(h * (fy - 0.06))} ${w} ${r(h * fy)} V ${h} H 0 Z" fill="${color}"/>`;
const palm = (fx: number, fy: number, scale: number, color = '#1f5f3f'): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, s = Math.min(w, h) * scale;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => `<path d="M0 0 q ${r(s * 0.3)} -${r(s * 0.25)} ${r(s * 0.6)} ${r(s * 0.05)} q -${r(s * 0.3)} -${r(s * 0.12)} -${r(s * 0.6)} -${r(s * 0.05)}" fill="${color}" transform="rotate(${a})"/>`)
    .join('');
  return `<path d="M${r(x)} ${r(y)} q ${r(s * 0.12)} -${r(s * 0.5)} ${r(s * 0.05)} -${r(s)}" stroke="#6b4f2a" stroke-width="${r(s * 0.06)}" fill="none" stroke-linecap="round"/><g transform="translate(${r(x + s * 0.05)} ${r(y - s)})">${leaves}</g>`;
};
const umbrella = (fx: number, fy: number, scale: number, color: string): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, s = Math.min(w, h) * scale;
  return `<line x1="${r(x)}" y1="${r(y)}" x2="${r(x)}" y2="${r(y - s)}" stroke="#5b4636" stroke-width="${r(s * 0.04)}"/><path d="M${r(x - s * 0.6)} ${r(y - s)} Q ${r(x)} ${r(y - s * 1.6)} ${r(x + s * 0.6)} ${r(y - s)} Z" fill="${color}"/><rect x="${r(x - s * 0.5)}" y="${r(y - s * 0.12)}" width="${r(s)}" height="${r(s * 0.1)}" rx="${r(s * 0.04)}" fill="#fff"/>`;
};
const pool = (fx: number, fy: number, fw: number, fh: number): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, pw = w * fw, ph = h * fh;
  let ripples = '';
  for (let i = 1; i < 4; i++) ripples += `<path d="M${r(x + pw * 0.1)} ${r(y + (ph * i) / 4)} q ${r(pw * 0.1)} -8 ${r(pw * 0.2)} 0 t ${r(pw * 0.2)} 0 t ${r(pw * 0.2)} 0 t ${r(pw * 0.2)} 0" stroke="#fff" stroke-opacity=".5" stroke-width="3" fill="none"/>`;
  return `<rect x="${r(x - 12)}" y="${r(y - 12)}" width="${r(pw + 24)}" height="${r(ph + 24)}" rx="${r(ph * 0.25)}" fill="#efe6d8"/><rect x="${r(x)}" y="${r(y)}" width="${r(pw)}" height="${r(ph)}" rx="${r(ph * 0.2)}" fill="#3fb7d9"/>${ripples}`;
};
const building = (fx: number, fy: number, fw: number, fh: number, color: string): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, bw = w * fw, bh = h * fh;
  const cols = 6, rows = 4;
  let win = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) {
    win += `<rect x="${r(x + bw * (0.08 + i * 0.145))}" y="${r(y + bh * (0.1 + j * 0.21))}" width="${r(bw * 0.09)}" height="${r(bh * 0.12)}" rx="3" fill="#fff3d6" opacity=".85"/>`;
  }
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(bw)}" height="${r(bh)}" rx="6" fill="${color}"/>${win}`;
};
const room = (wall: string, bed: string, view: string): Layer => ({ w, h }) => {
  const fy = 0.68;
  return `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${r(h * fy)}" width="${w}" height="${r(h * (1 - fy))}" fill="#c9a77c"/>` +
    `<rect x="${r(w * 0.55)}" y="${r(h * 0.12)}" width="${r(w * 0.35)}" height="${r(h * 0.42)}" rx="8" fill="${view}" stroke="#fff" stroke-width="10"/><rect x="${r(w * 0.55)}" y="${r(h * 0.36)}" width="${r(w * 0.35)}" height="${r(h * 0.18)}" fill="#2b7bb9" opacity=".8"/>` +
    `<rect x="${r(w * 0.08)}" y="${r(h * 0.5)}" width="${r(w * 0.5)}" height="${r(h * 0.26)}" rx="18" fill="${bed}"/><rect x="${r(w * 0.08)}" y="${r(h * 0.46)}" width="${r(w * 0.5)}" height="${r(h * 0.1)}" rx="18" fill="#fff"/>` +
    `<rect x="${r(w * 0.11)}" y="${r(h * 0.4)}" width="${r(w * 0.12)}" height="${r(h * 0.08)}" rx="12" fill="#f7f1e6"/><rect x="${r(w * 0.25)}" y="${r(h * 0.4)}" width="${r(w * 0.12)}" height="${r(h * 0.08)}" rx="12" fill="#f7f1e6"/>` +
    `<rect x="${r(w * 0.04)}" y="${r(h * 0.2)}" width="${r(w * 0.015)}" height="${r(h * 0.3)}" fill="#8a6d4a"/><circle cx="${r(w * 0.047)}" cy="${r(h * 0.19)}" r="${r(Math.min(w, h) * 0.05)}" fill="#ffd98a"/>`;
};
const table = (cloth: string, plates: number): Layer => ({ w, h }) => {
  const y = h * 0.62;
  let p = '';
  for (let i = 0; i < plates; i++) {
    const cx = w * (0.2 + (0.6 * i) / Math.max(1, plates - 1));
    const rr = Math.min(w, h) * 0.075;
    p += `<ellipse cx="${r(cx)}" cy="${r(y + h * 0.08)}" rx="${r(rr * 1.4)}" ry="${r(rr * 0.55)}" fill="#fff"/><ellipse cx="${r(cx)}" cy="${r(y + h * 0.075)}" rx="${r(rr * 0.8)}" ry="${r(rr * 0.3)}" fill="${['#e86a33', '#7fb24d', '#d9434b', '#f2b134'][i % 4]}"/>`;
  }
  return `<rect y="${r(y)}" width="${w}" height="${r(h - y)}" fill="${cloth}"/>${p}<rect x="${r(w * 0.47)}" y="${r(y - h * 0.18)}" width="${r(w * 0.06)}" height="${r(h * 0.18)}" rx="6" fill="#fff" opacity=".7"/><path d="M${r(w * 0.5)} ${r(y - h * 0.24)} q 10 20 0 ${r(h * 0.06)}" stroke="#ffb347" stroke-width="8" fill="none"/>`;
};
const stones = (fx: number, fy: number, scale: number): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, s = Math.min(w, h) * scale;
  return [0, 1, 2, 3].map((i) => `<ellipse cx="${r(x)}" cy="${r(y - i * s * 0.22)}" rx="${r(s * (0.5 - i * 0.08))}" ry="${r(s * 0.12)}" fill="${['#6d6a66', '#8c8883', '#a9a49d', '#c7c1b8'][i]}"/>`).join('') +
    `<rect x="${r(x + s * 0.8)}" y="${r(y - s * 0.3)}" width="${r(s * 0.18)}" height="${r(s * 0.3)}" fill="#fff8e7"/><path d="M${r(x + s * 0.89)} ${r(y - s * 0.44)} q 8 10 0 ${r(s * 0.12)} q -8 -10 0 -${r(s * 0.12)}" fill="#ffb347"/>`;
};
const bike = (fx: number, fy: number, scale: number, color: string): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, s = Math.min(w, h) * scale;
  return `<g fill="none" stroke="#222" stroke-width="${r(s * 0.04)}"><circle cx="${r(x)}" cy="${r(y)}" r="${r(s * 0.35)}"/><circle cx="${r(x + s * 1.1)}" cy="${r(y)}" r="${r(s * 0.35)}"/></g><path d="M${r(x)} ${r(y)} L${r(x + s * 0.4)} ${r(y - s * 0.5)} L${r(x + s * 0.85)} ${r(y - s * 0.5)} L${r(x + s * 1.1)} ${r(y)} M${r(x + s * 0.4)} ${r(y - s * 0.5)} L${r(x + s * 0.55)} ${r(y)} L${r(x + s * 0.85)} ${r(y - s * 0.5)} M${r(x + s * 0.85)} ${r(y - s * 0.5)} l ${r(s * 0.05)} -${r(s * 0.18)}" stroke="${color}" stroke-width="${r(s * 0.06)}" fill="none" stroke-linejoin="round"/>`;
};
const dumbbell = (fx: number, fy: number, scale: number): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, s = Math.min(w, h) * scale;
  return `<rect x="${r(x)}" y="${r(y - s * 0.04)}" width="${r(s)}" height="${r(s * 0.08)}" fill="#555"/><rect x="${r(x - s * 0.1)}" y="${r(y - s * 0.2)}" width="${r(s * 0.14)}" height="${r(s * 0.4)}" rx="8" fill="#222"/><rect x="${r(x + s * 0.96)}" y="${r(y - s * 0.2)}" width="${r(s * 0.14)}" height="${r(s * 0.4)}" rx="8" fill="#222"/>`;
};
const paws = (color: string): Layer => ({ w, h }) => {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = w * (0.15 + i * 0.17), y = h * (0.85 - i * 0.06 + (i % 2) * 0.04), s = Math.min(w, h) * 0.05;
    out += `<g fill="${color}"><ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 0.8)}"/><circle cx="${r(x - s)}" cy="${r(y - s)}" r="${r(s * 0.35)}"/><circle cx="${r(x - s * 0.35)}" cy="${r(y - s * 1.45)}" r="${r(s * 0.35)}"/><circle cx="${r(x + s * 0.35)}" cy="${r(y - s * 1.45)}" r="${r(s * 0.35)}"/><circle cx="${r(x + s)}" cy="${r(y - s)}" r="${r(s * 0.35)}"/></g>`;
  }
  return out;
};
const balloons = (): Layer => ({ w, h }) =>
  ['#e94f64', '#f5a637', '#4fb0e9', '#7ac74f', '#b57be0'].map((c, i) => {
    const x = w * (0.2 + i * 0.15), y = h * (0.3 + (i % 2) * 0.1), s = Math.min(w, h) * 0.07;
    return `<path d="M${r(x)} ${r(y + s * 1.2)} q 20 ${r(s)} -10 ${r(s * 2.5)}" stroke="#777" stroke-width="3" fill="none"/><ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 1.2)}" fill="${c}"/>`;
  }).join('');
const cup = (fx: number, fy: number, scale: number, color: string): Layer => ({ w, h }) => {
  const x = w * fx, y = h * fy, s = Math.min(w, h) * scale;
  return `<ellipse cx="${r(x)}" cy="${r(y + s * 0.55)}" rx="${r(s * 0.8)}" ry="${r(s * 0.15)}" fill="#fff"/><path d="M${r(x - s * 0.45)} ${r(y - s * 0.3)} h ${r(s * 0.9)} v ${r(s * 0.5)} q 0 ${r(s * 0.3)} -${r(s * 0.3)} ${r(s * 0.3)} h -${r(s * 0.3)} q -${r(s * 0.3)} 0 -${r(s * 0.3)} -${r(s * 0.3)} Z" fill="${color}"/><path d="M${r(x + s * 0.45)} ${r(y - s * 0.15)} q ${r(s * 0.3)} 0 0 ${r(s * 0.35)}" stroke="${color}" stroke-width="${r(s * 0.08)}" fill="none"/><path d="M${r(x - s * 0.1)} ${r(y - s * 0.45)} q 10 -20 0 -${r(s * 0.35)} M${r(x + s * 0.15)} ${r(y - s * 0.45)} q 10 -20 0 -${r(s * 0.35)}" stroke="#fff" stroke-opacity=".7" stroke-width="5" fill="none"/>`;
};
const loaves = (): Layer => ({ w, h }) =>
  [0, 1, 2].map((i) => {
    const x = w * (0.28 + i * 0.22), y = h * 0.7, s = Math.min(w, h) * 0.13;
    return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 0.55)}" fill="#c98a45"/><path d="M${r(x - s * 0.5)} ${r(y - s * 0.1)} l ${r(s * 0.25)} -${r(s * 0.25)} M${r(x - s * 0.1)} ${r(y - s * 0.1)} l ${r(s * 0.25)} -${r(s * 0.25)} M${r(x + s * 0.3)} ${r(y - s * 0.1)} l ${r(s * 0.25)} -${r(s * 0.25)}" stroke="#f1d3a0" stroke-width="6"/>`;
  }).join('');
const flowers = (colors: string[]): Layer => ({ w, h }) => {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = w * (0.06 + i * 0.11), y = h * (0.72 + (i % 3) * 0.06), s = Math.min(w, h) * 0.035;
    out += `<line x1="${r(x)}" y1="${r(y)}" x2="${r(x)}" y2="${h}" stroke="#3f7d3a" stroke-width="5"/>` +
      [0, 72, 144, 216, 288].map((a) => `<ellipse cx="${r(x)}" cy="${r(y - s)}" rx="${r(s * 0.6)}" ry="${r(s)}" fill="${colors[i % colors.length]}" transform="rotate(${a} ${r(x)} ${r(y)})"/>`).join('') +
      `<circle cx="${r(x)}" cy="${r(y)}" r="${r(s * 0.5)}" fill="#ffd34d"/>`;
  }
  return out;
};
const stage = (color: string): Layer => ({ w, h }) => {
  const beams = [0.2, 0.5, 0.8].map((fx) => `<path d="M${r(w * fx)} 0 L${r(w * fx - w * 0.12)} ${r(h * 0.75)} L${r(w * fx + w * 0.12)} ${r(h * 0.75)} Z" fill="${color}" opacity=".18"/>`).join('');
  return `${beams}<rect y="${r(h * 0.75)}" width="${w}" height="${r(h * 0.25)}" fill="#2a1f3d"/><rect y="${r(h * 0.73)}" width="${w}" height="${r(h * 0.03)}" fill="#f5a637"/>`;
};
const stars = (): Layer => ({ w, h }) => {
  let out = '';
  for (let i = 0; i < 24; i++) out += `<circle cx="${r(((i * 397) % 100) / 100 * w)}" cy="${r(((i * 613) % 45) / 100 * h)}" r="${2 + (i % 3)}" fill="#fff" opacity=".8"/>`;
  return out;
};
const desk = (): Layer => ({ w, h }) =>
  `<rect x="${r(w * 0.1)}" y="${r(h * 0.62)}" width="${r(w * 0.8)}" height="${r(h * 0.05)}" fill="#6b4f2a"/><rect x="${r(w * 0.35)}" y="${r(h * 0.36)}" width="${r(w * 0.3)}" height="${r(h * 0.24)}" rx="8" fill="#263238"/><rect x="${r(w * 0.37)}" y="${r(h * 0.38)}" width="${r(w * 0.26)}" height="${r(h * 0.19)}" fill="#4fb0e9"/><rect x="${r(w * 0.47)}" y="${r(h * 0.6)}" width="${r(w * 0.06)}" height="${r(h * 0.02)}" fill="#263238"/>`;
const slide = (): Layer => ({ w, h }) =>
  `<path d="M${r(w * 0.15)} ${r(h * 0.25)} C ${r(w * 0.45)} ${r(h * 0.2)} ${r(w * 0.3)} ${r(h * 0.65)} ${r(w * 0.7)} ${r(h * 0.7)}" stroke="#f5a637" stroke-width="${r(Math.min(w, h) * 0.05)}" fill="none" stroke-linecap="round"/><path d="M${r(w * 0.15)} ${r(h * 0.25)} C ${r(w * 0.25)} ${r(h * 0.5)} ${r(w * 0.5)} ${r(h * 0.45)} ${r(w * 0.85)} ${r(h * 0.72)}" stroke="#e94f64" stroke-width="${r(Math.min(w, h) * 0.045)}" fill="none" stroke-linecap="round"/><rect x="${r(w * 0.12)}" y="${r(h * 0.25)}" width="${r(w * 0.02)}" height="${r(h * 0.5)}" fill="#777"/>`;

/** The scenes; names are the image file stems under media/images. */
export const SCENES: Record<string, { title: string; layers: Layer[] }> = {
  'sea-morning': { title: 'Morning over the bay', layers: [sky('#9fd3f0', '#fde9c9'), sun(0.75, 0.3, 0.08, '#ffd27a'), hills(0.55, '#7f9f8f', 0.06), sea(0.55, '#3aa0c8', '#0f5f8a'), sand(0.9, '#f0d9a8')] },
  'sunset-beach': { title: 'Sunset on the beach', layers: [sky('#f58b54', '#ffd8a8'), sun(0.5, 0.5, 0.12, '#ffb347'), sea(0.55, '#c46a5a', '#4a3b6b'), sand(0.82, '#e8c08a'), palm(0.12, 0.85, 0.35, '#2d3b2d'), palm(0.9, 0.88, 0.3, '#2d3b2d')] },
  'pool-day': { title: 'Pool terrace', layers: [sky('#7cc8f2', '#e8f6ff'), sun(0.85, 0.15, 0.06, '#fff0a8'), building(0.15, 0.2, 0.7, 0.35, '#f3e9dc'), pool(0.1, 0.62, 0.8, 0.25), umbrella(0.08, 0.62, 0.16, '#f5a637'), umbrella(0.93, 0.62, 0.16, '#f5a637')] },
  'beach-umbrellas': { title: 'Beach with umbrellas', layers: [sky('#8fd0f5', '#eaf8ff'), sun(0.2, 0.2, 0.06, '#fff0a8'), sea(0.45, '#2fb0d0', '#1a7aa8'), sand(0.7, '#f1dcae'), umbrella(0.25, 0.88, 0.18, '#e94f64'), umbrella(0.5, 0.9, 0.18, '#f5a637'), umbrella(0.75, 0.88, 0.18, '#4fb0e9')] },
  'resort-garden': { title: 'Resort gardens', layers: [sky('#a6dcf7', '#f4fbff'), hills(0.6, '#5f9f5a', 0.1), building(0.3, 0.3, 0.4, 0.32, '#fbf3e6'), palm(0.18, 0.82, 0.3), palm(0.85, 0.82, 0.28), flowers(['#e94f64', '#f5a637', '#b57be0'])] },
  'room-deluxe': { title: 'Deluxe room', layers: [room('#efe3d3', '#d8c3a5', '#9fd3f0')] },
  'room-suite': { title: 'Suite', layers: [room('#dfe7ea', '#7c9aa8', '#bfe6f7')] },
  'room-family': { title: 'Family room', layers: [room('#f6e7d6', '#e8a66a', '#a6dcf7'), balloons()] },
  'room-villa': { title: 'Villa with private pool', layers: [sky('#86cdef', '#f0faff'), building(0.2, 0.25, 0.6, 0.35, '#fff7ea'), pool(0.15, 0.66, 0.7, 0.2), palm(0.9, 0.85, 0.3)] },
  'room-twin': { title: 'Twin room', layers: [room('#e9efe6', '#a8bf8f', '#9fd3f0')] },
  'food-dinner': { title: 'Dinner table', layers: [sky('#3b2c4f', '#c96b4f'), stars(), table('#f3efe7', 4)] },
  'food-breakfast': { title: 'Breakfast on the terrace', layers: [sky('#bfe6f7', '#fff4dc'), sun(0.8, 0.2, 0.07, '#ffe08a'), sea(0.45, '#4fb8da', '#2a86b4'), table('#ffffff', 3)] },
  'food-vegan': { title: 'Plant-based plates', layers: [sky('#e2f2d8', '#fbfff5'), table('#eef5e6', 3), flowers(['#7ac74f', '#b5d99c'])] },
  'spa-stones': { title: 'Spa stones', layers: [sky('#e9ddcf', '#f8f3ec'), stones(0.4, 0.8, 0.45)] },
  'wellbeing-yoga': { title: 'Yoga at sunrise', layers: [sky('#fbc5a0', '#fff1e0'), sun(0.5, 0.45, 0.1, '#ffcf70'), sea(0.55, '#6fb6cf', '#2f7ea3'), sand(0.85, '#f0d8b0')] },
  'kids-club': { title: 'Kids club', layers: [sky('#bfe9ff', '#ffffff'), balloons(), hills(0.8, '#8ccf6a', 0.05)] },
  'bike-coast': { title: 'Bike ride on the coast road', layers: [sky('#a8dcf5', '#f4fbff'), hills(0.5, '#9ab88a', 0.1), sea(0.6, '#3aa0c8', '#1f6f99'), bike(0.4, 0.88, 0.3, '#f5a637')] },
  'fitness': { title: 'Fitness studio', layers: [sky('#e3e8ec', '#f7f9fa'), dumbbell(0.3, 0.65, 0.4), dumbbell(0.58, 0.8, 0.25)] },
  'pet-hotel': { title: 'Pet hotel', layers: [sky('#fdf1dc', '#fffaf2'), hills(0.75, '#9ccf7a', 0.04), paws('#b07a4a')] },
  'coffee': { title: 'Coffee corner', layers: [sky('#e8d8c4', '#f7efe4'), cup(0.35, 0.6, 0.25, '#6b4226'), cup(0.65, 0.65, 0.2, '#1e6b4f')] },
  'bakery': { title: 'Fresh bread', layers: [sky('#f3e3c6', '#fff8ec'), loaves()] },
  'meeting': { title: 'Business office', layers: [sky('#dde6ee', '#f5f8fb'), desk()] },
  'city-lounge': { title: 'Lounge at night', layers: [sky('#1e2a4a', '#4a3b6b'), stars(), building(0.1, 0.45, 0.35, 0.4, '#2f3d63'), building(0.55, 0.35, 0.35, 0.5, '#37476f'), sun(0.85, 0.15, 0.04, '#f6f1d5', false)] },
  'event-stage': { title: 'Stage and lights', layers: [sky('#120d24', '#3b1f4f'), stage('#f5a637'), stars()] },
  'aqua-park': { title: 'Aqua park', layers: [sky('#8fd6ff', '#eefaff'), sun(0.85, 0.15, 0.06, '#fff0a8'), pool(0.05, 0.7, 0.9, 0.22), slide()] },
  'garden-flowers': { title: 'Anthophyta garden', layers: [sky('#cfeaf7', '#fbfdff'), sun(0.15, 0.2, 0.06, '#ffe48a'), hills(0.7, '#6fae5f', 0.06), flowers(['#e94f64', '#b57be0', '#ff8fb1', '#f5a637'])] },
  'sports-court': { title: 'Sports center', layers: [sky('#b3e0f7', '#f2fbff'), ({ w, h }) => `<rect x="${r(w * 0.08)}" y="${r(h * 0.5)}" width="${r(w * 0.84)}" height="${r(h * 0.42)}" fill="#3d8f5a"/><rect x="${r(w * 0.1)}" y="${r(h * 0.52)}" width="${r(w * 0.8)}" height="${r(h * 0.38)}" fill="none" stroke="#fff" stroke-width="6"/><line x1="${r(w * 0.5)}" y1="${r(h * 0.52)}" x2="${r(w * 0.5)}" y2="${r(h * 0.9)}" stroke="#fff" stroke-width="6"/><circle cx="${r(w * 0.62)}" cy="${r(h * 0.4)}" r="${r(Math.min(w, h) * 0.04)}" fill="#e8f24a"/>`] },
  'night-sea': { title: 'Moonlit sea', layers: [sky('#0f1f3d', '#31507a'), stars(), sun(0.7, 0.25, 0.05, '#f6f1d5'), sea(0.6, '#1d3f66', '#0b1f36')] },
};

/** An SVG document of a scene in a size. */
export function renderScene(name: string, size: SceneSize): string {
  const scene = SCENES[name];
  if (!scene) throw new Error(`Unknown scene ${name}`);
  const body = scene.layers.map((layer) => layer(size)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${size.w} ${size.h}" role="img"><title>${scene.title}</title>${body}</svg>\n`;
}
