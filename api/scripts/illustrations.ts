/**
 * The pictures no photograph can stand for (rooms, restaurants, treatments, kids, events, pets):
 * one per item, in one style: either a still life seen from above on a table, or an elevation
 * (a straight-on view) of a room, both in the resort's palette (sand, linen, olive, terracotta,
 * sea teal, night blue) with soft light and shadows. Drawn as SVG here and rendered to JPEG with
 * sharp (1920x1200, plus a 2:3 crop for phone heroes); `npx tsx api/scripts/illustrations.ts`.
 * The output is committed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

const W = 1600;
const H = 1000;
const r = (n: number) => Math.round(n * 10) / 10;

const C = {
  linen: '#f3ece1', cream: '#f8f3ea', sand: '#e6d6bd', sandDark: '#cdb692', wood: '#b3855a', woodDark: '#7a5537', woodLight: '#cfa77c',
  olive: '#7c8a55', oliveDark: '#55633a', leaf: '#6f8f4e', terracotta: '#c46f4a', terracottaDark: '#9c5236', sea: '#2f8096', seaLight: '#7fc0cc',
  seaDeep: '#1c5a6e', night: '#17253a', nightSoft: '#2b3d5a', gold: '#d8a64f', goldLight: '#f0cf8a', white: '#ffffff', stone: '#d6cec2', charcoal: '#2e2b28',
  blush: '#e8b8a3', wine: '#6d1f2f', lime: '#a9c24a', chili: '#c8372d', marble: '#f1efeb',
};

// ---- building blocks -------------------------------------------------------------------------

let uid = 0;
const id = (p: string) => `${p}${++uid}`;

/** Shared definitions: soft drop shadow and light. */
const DEFS = `<defs>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dx="10" dy="16" result="b"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="softSmall" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dx="4" dy="7" result="b"/><feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="blur40"><feGaussianBlur stdDeviation="40"/></filter>
<filter id="blur12"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="blur4"><feGaussianBlur stdDeviation="4"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0.1"/></linearGradient>
</defs>`;

const lin = (a: string, b: string, vertical = true, extra = '') => {
  const g = id('g');
  return { id: g, def: `<linearGradient id="${g}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}" ${extra}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` };
};
const rad = (a: string, b: string, cx = 0.4, cy = 0.35) => {
  const g = id('r');
  return { id: g, def: `<radialGradient id="${g}" cx="${cx}" cy="${cy}" r="0.7"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>` };
};
const withDefs = (...gs: { def: string }[]) => `<defs>${gs.map((g) => g.def).join('')}</defs>`;

// Surfaces seen from above.
function woodTable(base = C.wood, dark = C.woodDark): string {
  const g = lin(base, dark, false);
  let planks = '';
  for (let i = 0; i < 6; i++) {
    const y = (H / 6) * i;
    planks += `<line x1="0" y1="${r(y)}" x2="${W}" y2="${r(y)}" stroke="${dark}" stroke-opacity="0.35" stroke-width="3"/>`;
    for (let k = 0; k < 5; k++) {
      const yy = y + 20 + k * 30 + (i % 2) * 9;
      planks += `<path d="M0 ${r(yy)} C ${W * 0.3} ${r(yy - 8)} ${W * 0.6} ${r(yy + 10)} ${W} ${r(yy - 4)}" stroke="${dark}" stroke-opacity="0.12" stroke-width="2" fill="none"/>`;
    }
  }
  return `${withDefs(g)}<rect width="${W}" height="${H}" fill="url(#${g.id})"/>${planks}`;
}
function linenTable(base = C.linen): string {
  let weave = '';
  for (let i = 0; i < W; i += 18) weave += `<line x1="${i}" y1="0" x2="${i}" y2="${H}" stroke="#000" stroke-opacity="0.025"/>`;
  for (let j = 0; j < H; j += 18) weave += `<line x1="0" y1="${j}" x2="${W}" y2="${j}" stroke="#000" stroke-opacity="0.02"/>`;
  return `<rect width="${W}" height="${H}" fill="${base}"/>${weave}`;
}
function marbleTable(base = C.marble, vein = '#b9b2a8'): string {
  const veins = [[0, 200, 700, 80, 1600, 300], [0, 700, 500, 560, 1600, 860], [300, 1000, 800, 600, 1200, 0]]
    .map(([a, b, c, d, e, f]) => `<path d="M${a} ${b} Q ${c} ${d} ${e} ${f}" stroke="${vein}" stroke-opacity="0.45" stroke-width="3" fill="none" filter="url(#blur4)"/>`).join('');
  return `<rect width="${W}" height="${H}" fill="${base}"/>${veins}`;
}
function slateTable(): string {
  const g = rad('#3b3937', '#1f1e1d', 0.5, 0.45);
  return `${withDefs(g)}<rect width="${W}" height="${H}" fill="url(#${g.id})"/>`;
}
/** Warm window light falling across a table (a soft diagonal band). */
const daylight = (opacity = 0.18) => `<path d="M-200 0 L 700 0 L 1300 ${H} L 200 ${H} Z" fill="#fff7e0" opacity="${opacity}" filter="url(#blur40)"/>`;

// Things seen from above.
function plate(x: number, y: number, radius: number, rim = C.white, inner = '#fbfaf7'): string {
  return `<g filter="url(#soft)"><circle cx="${x}" cy="${y}" r="${radius}" fill="${rim}"/></g><circle cx="${x}" cy="${y}" r="${r(radius * 0.72)}" fill="${inner}" stroke="#000" stroke-opacity="0.05" stroke-width="3"/>`;
}
function bowl(x: number, y: number, radius: number, outside: string, inside: string): string {
  const g = rad(inside, outside, 0.6, 0.6);
  return `${withDefs(g)}<g filter="url(#soft)"><circle cx="${x}" cy="${y}" r="${radius}" fill="${outside}"/></g><circle cx="${x}" cy="${y}" r="${r(radius * 0.86)}" fill="url(#${g.id})"/>`;
}
function glass(x: number, y: number, radius: number, drink: string, opacity = 0.85): string {
  return `<g filter="url(#softSmall)"><circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="0.35" stroke="#fff" stroke-width="4"/></g><circle cx="${x}" cy="${y}" r="${r(radius * 0.8)}" fill="${drink}" opacity="${opacity}"/><path d="M${x - radius * 0.55} ${y - radius * 0.35} A ${radius * 0.7} ${radius * 0.7} 0 0 1 ${x + radius * 0.1} ${y - radius * 0.68}" stroke="#fff" stroke-opacity="0.8" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}
function cup(x: number, y: number, radius: number, drink: string, crema?: string): string {
  const handleX = x + radius * 1.05;
  return `<g filter="url(#soft)"><circle cx="${x}" cy="${y}" r="${r(radius * 1.55)}" fill="#fff"/></g><circle cx="${x}" cy="${y}" r="${r(radius * 1.5)}" fill="#f6f3ee"/>` +
    `<g filter="url(#softSmall)"><rect x="${r(handleX)}" y="${r(y - radius * 0.16)}" width="${r(radius * 0.5)}" height="${r(radius * 0.32)}" rx="${r(radius * 0.14)}" fill="#fff"/><circle cx="${x}" cy="${y}" r="${radius}" fill="#fff"/></g>` +
    `<circle cx="${x}" cy="${y}" r="${r(radius * 0.82)}" fill="${drink}"/>` + (crema ? `<circle cx="${x}" cy="${y}" r="${r(radius * 0.7)}" fill="${crema}" opacity="0.9"/><path d="M${x - radius * 0.3} ${y} q ${radius * 0.3} -${radius * 0.3} ${radius * 0.6} 0" stroke="${drink}" stroke-opacity="0.5" stroke-width="4" fill="none"/>` : '');
}
function leafShape(x: number, y: number, len: number, angle: number, color = C.leaf): string {
  return `<g transform="translate(${r(x)} ${r(y)}) rotate(${angle})"><path d="M0 0 Q ${r(len * 0.5)} -${r(len * 0.28)} ${r(len)} 0 Q ${r(len * 0.5)} ${r(len * 0.28)} 0 0 Z" fill="${color}"/><path d="M0 0 L ${r(len * 0.95)} 0" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/></g>`;
}
function sprig(x: number, y: number, len: number, angle: number, color = C.leaf, n = 6): string {
  let s = `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 L ${len} 0" stroke="${C.oliveDark}" stroke-width="3"/>`;
  for (let i = 1; i <= n; i++) {
    const px = (len * i) / (n + 1);
    s += leafShape(px, 0, len * 0.28, -40, color) + leafShape(px, 0, len * 0.28, 40, color);
  }
  return `${s}</g>`;
}
function lavender(x: number, y: number, len: number, angle: number): string {
  let s = `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 L ${len} 0" stroke="${C.olive}" stroke-width="4"/>`;
  for (let i = 0; i < 9; i++) s += `<ellipse cx="${r(len * 0.55 + i * len * 0.05)}" cy="${i % 2 ? 6 : -6}" rx="10" ry="7" fill="${i % 3 ? '#8c78b8' : '#7660a8'}"/>`;
  return `${s}</g>`;
}
function citrusHalf(x: number, y: number, radius: number, peel: string, flesh: string): string {
  let seg = '';
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI * 2) / 10;
    seg += `<line x1="${x}" y1="${y}" x2="${r(x + Math.cos(a) * radius * 0.8)}" y2="${r(y + Math.sin(a) * radius * 0.8)}" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>`;
  }
  return `<g filter="url(#softSmall)"><circle cx="${x}" cy="${y}" r="${radius}" fill="${peel}"/></g><circle cx="${x}" cy="${y}" r="${r(radius * 0.88)}" fill="#fff8e6"/><circle cx="${x}" cy="${y}" r="${r(radius * 0.82)}" fill="${flesh}"/>${seg}`;
}
function napkin(x: number, y: number, w: number, h: number, color: string, angle = 0): string {
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})" filter="url(#softSmall)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${color}"/><line x1="${x + w * 0.5}" y1="${y}" x2="${x + w * 0.5}" y2="${y + h}" stroke="#000" stroke-opacity="0.07" stroke-width="3"/></g>`;
}
function fork(x: number, y: number, len: number, angle = 0, color = '#bdbab4'): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#softSmall)"><rect x="-5" y="0" width="10" height="${len * 0.65}" rx="5" fill="${color}"/><path d="M-16 ${len * 0.64} h32 v${len * 0.1} q0 ${len * 0.1} -12 ${len * 0.12} h-8 q-12 -${len * 0.02} -12 -${len * 0.12}z" fill="${color}"/>${[-12, -4, 4, 12].map((d) => `<rect x="${d - 2}" y="${len * 0.84}" width="5" height="${len * 0.18}" rx="2" fill="${color}"/>`).join('')}</g>`;
}
function knife(x: number, y: number, len: number, angle = 0, color = '#bdbab4'): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#softSmall)"><rect x="-6" y="0" width="12" height="${len * 0.55}" rx="6" fill="${color}"/><path d="M-7 ${len * 0.55} h14 v${len * 0.4} q-8 ${len * 0.08} -14 0z" fill="${color}"/></g>`;
}
function flower(x: number, y: number, radius: number, petal: string, heart: string, n = 12): string {
  let s = '';
  for (let i = 0; i < n; i++) s += `<ellipse cx="${x}" cy="${r(y - radius * 0.55)}" rx="${r(radius * 0.2)}" ry="${r(radius * 0.5)}" fill="${petal}" transform="rotate(${(360 / n) * i} ${x} ${y})"/>`;
  return `<g filter="url(#softSmall)">${s}</g><circle cx="${x}" cy="${y}" r="${r(radius * 0.3)}" fill="${heart}"/>`;
}
function candle(x: number, y: number, radius: number): string {
  return `<circle cx="${x}" cy="${y}" r="${radius * 3}" fill="${C.goldLight}" opacity="0.35" filter="url(#blur12)"/><g filter="url(#softSmall)"><circle cx="${x}" cy="${y}" r="${radius}" fill="#fbf6ec"/></g><circle cx="${x}" cy="${y}" r="${radius * 0.25}" fill="${C.gold}"/>`;
}
function towelRoll(x: number, y: number, len: number, radius: number, color: string, angle = 0): string {
  let rings = '';
  for (let i = 1; i < 4; i++) rings += `<ellipse cx="${r(len)}" cy="0" rx="${r(radius * 0.35)}" ry="${r(radius * (1 - i * 0.22))}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><g filter="url(#soft)"><rect x="0" y="${-radius}" width="${len}" height="${radius * 2}" rx="${radius * 0.3}" fill="${color}"/></g><ellipse cx="${len}" cy="0" rx="${r(radius * 0.4)}" ry="${radius}" fill="${color}"/>${rings}</g>`;
}
function bottle(x: number, y: number, radius: number, color: string, cap = C.gold): string {
  return `<g filter="url(#softSmall)"><circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/></g><circle cx="${x}" cy="${y}" r="${r(radius * 0.45)}" fill="${cap}"/><path d="M${x - radius * 0.6} ${y - radius * 0.3} A ${radius * 0.7} ${radius * 0.7} 0 0 1 ${x - radius * 0.1} ${y - radius * 0.68}" stroke="#fff" stroke-opacity="0.55" stroke-width="4" fill="none"/>`;
}

// Elevations (straight-on views of rooms).
const HORIZON = 620;
function roomShell(wall: string, floor: string, floorDark: string): string {
  const gw = lin(wall, shade(wall, -0.06));
  const gf = lin(floor, floorDark);
  let boards = '';
  for (let i = -12; i <= 12; i++) boards += `<line x1="${W / 2 + i * 70}" y1="${HORIZON}" x2="${W / 2 + i * 260}" y2="${H}" stroke="${floorDark}" stroke-opacity="0.3" stroke-width="2"/>`;
  return `${withDefs(gw, gf)}<rect width="${W}" height="${HORIZON}" fill="url(#${gw.id})"/><rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#${gf.id})"/>${boards}<rect y="${HORIZON - 6}" width="${W}" height="8" fill="#000" opacity="0.06"/>`;
}
type View = 'sea' | 'garden' | 'pool-pines' | 'night-sea' | 'city-night';
function viewScene(view: View, x: number, y: number, w: number, h: number): string {
  const clip = id('clip');
  let body = '';
  const horizon = y + h * 0.55;
  if (view === 'sea' || view === 'night-sea') {
    const night = view === 'night-sea';
    const sky = lin(night ? '#1b2944' : '#9fd0e0', night ? '#46577a' : '#f3e6cc');
    const sea = lin(night ? '#22385a' : C.sea, night ? '#0e1a2d' : C.seaDeep);
    body = `${withDefs(sky, sea)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${sky.id})"/><rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="url(#${sea.id})"/>`;
    body += night
      ? `<circle cx="${x + w * 0.72}" cy="${y + h * 0.22}" r="${w * 0.035}" fill="#f4ecd2"/><path d="M${x + w * 0.66} ${horizon + 12} h${w * 0.12}" stroke="#f4ecd2" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="30 14"/>`
      : `<circle cx="${x + w * 0.7}" cy="${horizon - h * 0.06}" r="${w * 0.05}" fill="#fff2cf" opacity="0.9"/><path d="M${x + w * 0.6} ${horizon + 16} h${w * 0.2} M${x + w * 0.63} ${horizon + 40} h${w * 0.14}" stroke="#fff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>`;
    body += `<path d="M${x} ${horizon} q ${w * 0.15} -${h * 0.12} ${w * 0.34} -${h * 0.05} t ${w * 0.2} 0 V ${horizon} Z" fill="${night ? '#1c2b43' : '#7f9a8c'}" opacity="0.8"/>`;
  } else if (view === 'garden' || view === 'pool-pines') {
    const sky = lin('#b9dcea', '#eef1e4');
    body = `${withDefs(sky)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${sky.id})"/><rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="#8fae6a"/>`;
    for (let i = 0; i < 7; i++) {
      const tx = x + (w / 6) * i + (i % 2) * 20;
      const th = h * (0.35 + (i % 3) * 0.08);
      body += view === 'pool-pines'
        ? `<path d="M${tx} ${horizon} l ${w * 0.05} -${th} l ${w * 0.05} ${th} z" fill="${i % 2 ? C.oliveDark : '#4a5a34'}"/>`
        : `<ellipse cx="${tx}" cy="${horizon - th * 0.45}" rx="${w * 0.08}" ry="${th * 0.5}" fill="${i % 2 ? C.olive : '#6d8049'}"/>`;
    }
    if (view === 'pool-pines') body += `<rect x="${x + w * 0.1}" y="${horizon + h * 0.12}" width="${w * 0.8}" height="${h * 0.22}" rx="10" fill="${C.seaLight}"/><path d="M${x + w * 0.15} ${horizon + h * 0.2} h${w * 0.3} M${x + w * 0.5} ${horizon + h * 0.27} h${w * 0.3}" stroke="#fff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>`;
  } else {
    const sky = lin('#141d33', '#3c3556');
    body = `${withDefs(sky)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${sky.id})"/>`;
    for (let i = 0; i < 9; i++) {
      const bx = x + (w / 9) * i, bh = h * (0.25 + ((i * 37) % 30) / 100);
      body += `<rect x="${bx}" y="${y + h - bh}" width="${w / 10}" height="${bh}" fill="#202a44"/>`;
      for (let k = 0; k < 6; k++) body += `<rect x="${bx + 8 + (k % 2) * 22}" y="${y + h - bh + 14 + Math.floor(k / 2) * 30}" width="10" height="14" fill="${C.goldLight}" opacity="${k % 3 ? 0.8 : 0.3}"/>`;
    }
  }
  return `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs><g clip-path="url(#${clip})">${body}</g>`;
}
/** A window or glass door with its view, frame and sheer curtains; the light it throws on the floor. */
function windowWall(x: number, y: number, w: number, h: number, view: View, frame = '#f7f2ea', panes = 2): string {
  const night = view === 'night-sea' || view === 'city-night';
  let mullions = '';
  for (let i = 1; i < panes; i++) mullions += `<rect x="${x + (w / panes) * i - 5}" y="${y}" width="10" height="${h}" fill="${frame}"/>`;
  const light = night ? '' : `<path d="M${x} ${y + h} L ${x + w} ${y + h} L ${x + w + 220} ${H} L ${x - 220} ${H} Z" fill="#fff6dc" opacity="0.35" filter="url(#blur40)"/>`;
  const curtain = (cx: number, flip: number) => `<path d="M${cx} ${y - 30} q ${flip * 40} ${h * 0.5} ${flip * 10} ${h + 30} h ${flip * 70} q ${flip * 30} -${h * 0.5} 0 -${h + 30} z" fill="#fffaf2" opacity="0.85"/>`;
  return `${viewScene(view, x, y, w, h)}<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="none" stroke="${frame}" stroke-width="18"/>${mullions}${light}${curtain(x - 60, 1)}${curtain(x + w + 60, -1)}`;
}
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c + (amount < 0 ? c : 255 - c) * amount)));
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map((c) => f(c).toString(16).padStart(2, '0')).join('')}`;
}
const floorShadow = (cx: number, y: number, w: number, o = 0.25) => `<ellipse cx="${cx}" cy="${y}" rx="${w / 2}" ry="${w * 0.045}" fill="#000" opacity="${o}" filter="url(#blur12)"/>`;
/** A bed seen from its foot: headboard, mattress, duvet, pillows, a throw. */
function bed(cx: number, width: number, opts: { head?: string; duvet?: string; throwColor?: string; pillows?: number; base?: number } = {}): string {
  const base = opts.base ?? 900;
  const head = opts.head ?? C.sandDark;
  const duvet = opts.duvet ?? '#fbf8f3';
  const x = cx - width / 2;
  const headH = width * 0.42;
  const gD = lin(duvet, shade(duvet, -0.08));
  const pillows = opts.pillows ?? 2;
  let p = '';
  for (let i = 0; i < pillows; i++) {
    const pw = (width * 0.8) / pillows;
    p += `<rect x="${x + width * 0.1 + i * pw + 6}" y="${base - width * 0.5}" width="${pw - 12}" height="${width * 0.14}" rx="${width * 0.04}" fill="#fff" filter="url(#softSmall)"/>`;
  }
  return floorShadow(cx, base + 6, width * 1.1) +
    `${withDefs(gD)}<rect x="${x - width * 0.04}" y="${base - width * 0.5 - headH * 0.55}" width="${width * 1.08}" height="${headH}" rx="14" fill="${head}" filter="url(#soft)"/>` +
    `<rect x="${x}" y="${base - width * 0.42}" width="${width}" height="${width * 0.42}" rx="12" fill="url(#${gD.id})" filter="url(#soft)"/>${p}` +
    `<rect x="${x}" y="${base - width * 0.26}" width="${width}" height="${width * 0.1}" fill="${opts.throwColor ?? C.terracotta}" opacity="0.92"/>` +
    `<rect x="${x + 8}" y="${base - 14}" width="${width - 16}" height="16" rx="4" fill="${shade(head, -0.25)}"/>`;
}
function nightstand(cx: number, lamp = true, base = 900): string {
  return floorShadow(cx, base + 4, 140) + `<rect x="${cx - 60}" y="${base - 120}" width="120" height="120" rx="8" fill="${C.woodDark}" filter="url(#soft)"/><rect x="${cx - 50}" y="${base - 80}" width="100" height="4" fill="#000" opacity="0.2"/>` +
    (lamp ? `<circle cx="${cx}" cy="${base - 250}" r="120" fill="${C.goldLight}" opacity="0.3" filter="url(#blur40)"/><rect x="${cx - 6}" y="${base - 220}" width="12" height="100" fill="${C.charcoal}"/><path d="M${cx - 55} ${base - 215} L ${cx - 38} ${base - 290} H ${cx + 38} L ${cx + 55} ${base - 215} Z" fill="#f5e7c8"/>` : '');
}
function plant(cx: number, base: number, scale = 1, pot = C.terracotta): string {
  let leaves = '';
  for (let i = 0; i < 9; i++) leaves += leafShape(cx, base - 110 * scale, 120 * scale, -160 + i * 17, i % 2 ? C.leaf : C.oliveDark);
  return floorShadow(cx, base + 4, 130 * scale) + `${leaves}<path d="M${cx - 55 * scale} ${base - 110 * scale} h${110 * scale} l -${12 * scale} ${110 * scale} h-${86 * scale} z" fill="${pot}" filter="url(#soft)"/>`;
}
function armchair(cx: number, base: number, color: string, scale = 1): string {
  const w = 200 * scale;
  return floorShadow(cx, base + 4, w * 1.1) + `<g filter="url(#soft)"><rect x="${cx - w / 2}" y="${base - 190 * scale}" width="${w}" height="${130 * scale}" rx="${30 * scale}" fill="${shade(color, -0.1)}"/><rect x="${cx - w / 2 - 16 * scale}" y="${base - 120 * scale}" width="${w + 32 * scale}" height="${90 * scale}" rx="${24 * scale}" fill="${color}"/></g><rect x="${cx - w / 2 + 10 * scale}" y="${base - 30 * scale}" width="${10 * scale}" height="${30 * scale}" fill="${C.woodDark}"/><rect x="${cx + w / 2 - 20 * scale}" y="${base - 30 * scale}" width="${10 * scale}" height="${30 * scale}" fill="${C.woodDark}"/>`;
}
function sofa(cx: number, base: number, width: number, color: string): string {
  return floorShadow(cx, base + 4, width * 1.05) + `<g filter="url(#soft)"><rect x="${cx - width / 2}" y="${base - 200}" width="${width}" height="120" rx="26" fill="${shade(color, -0.1)}"/><rect x="${cx - width / 2 - 20}" y="${base - 120}" width="${width + 40}" height="95" rx="22" fill="${color}"/></g>` +
    `<rect x="${cx - width / 2 + 30}" y="${base - 190}" width="90" height="80" rx="16" fill="${C.terracotta}" opacity="0.9"/><rect x="${cx + width / 2 - 120}" y="${base - 190}" width="90" height="80" rx="16" fill="${C.olive}" opacity="0.9"/>`;
}
function pendant(cx: number, y: number): string {
  return `<line x1="${cx}" y1="0" x2="${cx}" y2="${y}" stroke="${C.charcoal}" stroke-width="3"/><circle cx="${cx}" cy="${y + 40}" r="90" fill="${C.goldLight}" opacity="0.35" filter="url(#blur40)"/><path d="M${cx - 45} ${y + 40} a 45 40 0 0 1 90 0 z" fill="${C.gold}"/>`;
}
function rug(cx: number, y: number, w: number, color: string): string {
  return `<path d="M${cx - w / 2 + 60} ${y} H ${cx + w / 2 - 60} L ${cx + w / 2} ${y + 70} H ${cx - w / 2} Z" fill="${color}" opacity="0.85"/>`;
}
function art(x: number, y: number, w: number, h: number, a: string, b: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbf7ef" stroke="${C.woodDark}" stroke-width="8" filter="url(#softSmall)"/><circle cx="${x + w * 0.4}" cy="${y + h * 0.45}" r="${Math.min(w, h) * 0.25}" fill="${a}"/><path d="M${x + 20} ${y + h - 30} Q ${x + w / 2} ${y + h * 0.45} ${x + w - 20} ${y + h - 40}" stroke="${b}" stroke-width="10" fill="none"/>`;
}

/** A curled octopus tentacle from above, thick to thin along a spiral, charred, with its suckers. */
function tentacle(cx: number, cy: number): string {
  let body = '';
  let suckers = '';
  const n = 46;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = -0.4 + t * Math.PI * 3.1;
    const R = 190 * (1 - 0.78 * t);
    const w = 50 * (1 - 0.82 * t);
    const x = cx + Math.cos(a) * R;
    const y = cy + Math.sin(a) * R;
    body += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(w)}" fill="${i % 7 === 3 ? '#5e2a2c' : '#8e3b46'}"/>`;
    if (i % 2 === 0) suckers += `<circle cx="${r(cx + Math.cos(a) * (R - w * 0.55))}" cy="${r(cy + Math.sin(a) * (R - w * 0.55))}" r="${r(Math.max(3, w * 0.22))}" fill="#f0c6be"/>`;
  }
  const char = [0.12, 0.3, 0.5].map((t) => {
    const a = -0.4 + t * Math.PI * 3.1;
    const R = 190 * (1 - 0.78 * t);
    const x = cx + Math.cos(a) * R, y = cy + Math.sin(a) * R;
    return `<line x1="${r(x - 30)}" y1="${r(y - 18)}" x2="${r(x + 30)}" y2="${r(y + 18)}" stroke="#2e1b1a" stroke-width="9" stroke-linecap="round" opacity="0.7"/>`;
  }).join('');
  return `<g filter="url(#soft)">${body}</g>${suckers}${char}`;
}
/** A bicycle seen from the side, its back wheel at `x`. */
function bicycle(x: number, base: number, frame = C.terracotta): string {
  const R = 120;
  const wheel = (cx: number) => `<circle cx="${cx}" cy="${base - R}" r="${R}" fill="none" stroke="${C.charcoal}" stroke-width="16"/>` +
    Array.from({ length: 12 }, (_, i) => `<line x1="${cx}" y1="${base - R}" x2="${r(cx + Math.cos((i * Math.PI) / 6) * R)}" y2="${r(base - R + Math.sin((i * Math.PI) / 6) * R)}" stroke="#8a8a8a" stroke-width="3"/>`).join('') +
    `<circle cx="${cx}" cy="${base - R}" r="14" fill="#8a8a8a"/>`;
  const back = x, front = x + 400, crank = x + 170, seat = x + 130, head = x + 340;
  return floorShadow(x + 200, base + 6, 620, 0.3) + wheel(back) + wheel(front) +
    `<g stroke="${frame}" stroke-width="18" stroke-linecap="round" fill="none"><path d="M${back} ${base - R} L ${crank} ${base - R} L ${seat} ${base - R - 190} Z"/><path d="M${seat} ${base - R - 190} L ${head} ${base - R - 170} L ${crank} ${base - R}"/><path d="M${head} ${base - R - 170} L ${front} ${base - R}"/></g>` +
    `<path d="M${seat} ${base - R - 190} l -14 -50" stroke="${C.charcoal}" stroke-width="12"/><rect x="${seat - 50}" y="${base - R - 258}" width="90" height="22" rx="11" fill="${C.charcoal}"/>` +
    `<path d="M${head} ${base - R - 170} l -16 -70 q 40 -10 70 10" stroke="${C.charcoal}" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="${crank}" cy="${base - R}" r="26" fill="none" stroke="${C.charcoal}" stroke-width="8"/>`;
}

// ---- the pictures ----------------------------------------------------------------------------

interface Illustration { name: string; shows: string; focusX: number; draw: () => string }

const still = (surface: string, ...things: string[]) => `${surface}${daylight()}${things.join('')}`;

export const ILLUSTRATIONS: Illustration[] = [
  // Rooms
  { name: 'room-standard', shows: 'A standard room: a double bed with a terracotta throw, nightstands and a glass door to the garden', focusX: 0.5, draw: () =>
    roomShell('#efe4d3', C.woodLight, C.wood) + windowWall(980, 150, 460, 470, 'garden') + art(300, 200, 220, 160, C.terracotta, C.olive) + nightstand(250) + bed(560, 520) + nightstand(880, false) + plant(1490, 905, 0.9) },
  { name: 'room-twin', shows: 'A twin room: two single beds side by side, a desk and chair by the window', focusX: 0.45, draw: () =>
    roomShell('#e9e3d8', C.woodLight, C.wood) + windowWall(1120, 170, 360, 440, 'garden') + bed(360, 300, { pillows: 1, throwColor: C.olive }) + nightstand(580) + bed(800, 300, { pillows: 1, throwColor: C.olive }) +
    floorShadow(1300, 905, 420) + `<rect x="1110" y="720" width="380" height="20" rx="4" fill="${C.woodDark}" filter="url(#soft)"/><rect x="1125" y="740" width="14" height="165" fill="${C.woodDark}"/><rect x="1460" y="740" width="14" height="165" fill="${C.woodDark}"/><rect x="1180" y="660" width="120" height="60" rx="6" fill="#d8d2c6"/>` + armchair(1300, 905, '#c9b79b', 0.6) },
  { name: 'room-deluxe-sea', shows: 'A deluxe sea-view room: a king bed facing wide glass doors, a balcony and the open sea', focusX: 0.55, draw: () =>
    roomShell('#f1e8da', C.woodLight, C.wood) + windowWall(430, 110, 980, 510, 'sea', '#f8f4ec', 3) + bed(520, 560, { throwColor: C.sea, head: '#d9c6a5' }) + nightstand(170) + armchair(1330, 905, '#e4d6c0', 0.9) + `<rect x="430" y="560" width="980" height="10" fill="#cfd6d6"/>` },
  { name: 'room-family', shows: 'A family room: the parents’ bed and, through an open door, a children’s room with bunk beds', focusX: 0.55, draw: () =>
    roomShell('#efe2cf', C.woodLight, C.wood) + bed(460, 500, { throwColor: C.terracotta }) + nightstand(1000) +
    `<rect x="1120" y="180" width="380" height="440" fill="#f6ead2"/><rect x="1110" y="170" width="400" height="12" fill="${C.woodDark}"/><rect x="1110" y="170" width="12" height="460" fill="${C.woodDark}"/><rect x="1498" y="170" width="12" height="460" fill="${C.woodDark}"/>` +
    `<rect x="1170" y="300" width="280" height="110" rx="10" fill="#fff"/><rect x="1170" y="380" width="280" height="30" fill="${C.seaLight}"/><rect x="1170" y="480" width="280" height="110" rx="10" fill="#fff"/><rect x="1170" y="560" width="280" height="30" fill="${C.gold}"/><rect x="1160" y="280" width="12" height="340" fill="${C.wood}"/><rect x="1448" y="280" width="12" height="340" fill="${C.wood}"/>` +
    `<circle cx="1210" cy="250" r="18" fill="${C.terracotta}"/><circle cx="1255" cy="240" r="18" fill="${C.seaLight}"/><circle cx="1300" cy="252" r="18" fill="${C.gold}"/>` + rug(700, 915, 700, '#d7b98f') },
  { name: 'room-duplex', shows: 'A duplex family room: a living area downstairs and a wooden stair up to the bedrooms', focusX: 0.5, draw: () =>
    roomShell('#ece3d4', C.woodLight, C.wood) + `<rect y="0" width="${W}" height="170" fill="#e2d5c0"/><rect y="170" width="${W}" height="16" fill="${C.woodDark}"/><rect x="200" y="40" width="240" height="120" rx="8" fill="#fff"/><rect x="200" y="120" width="240" height="40" fill="${C.terracotta}"/><rect x="520" y="40" width="240" height="120" rx="8" fill="#fff"/><rect x="520" y="120" width="240" height="40" fill="${C.olive}"/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x="${1080 + i * 52}" y="${880 - i * 88}" width="${60}" height="20" fill="${C.woodDark}" filter="url(#softSmall)"/>`).join('') + `<line x1="1080" y1="820" x2="1500" y2="200" stroke="${C.charcoal}" stroke-width="6"/>` +
    windowWall(180, 300, 360, 300, 'garden') + sofa(640, 905, 520, '#d9cdb8') + `<rect x="520" y="840" width="240" height="60" rx="8" fill="${C.woodDark}" filter="url(#soft)"/>` + plant(1000, 905, 0.7) },
  { name: 'room-junior-suite', shows: 'A junior suite: a lounge corner with sofa and a freestanding bathtub by the sea-view terrace door', focusX: 0.5, draw: () =>
    roomShell('#efe6d6', C.woodLight, C.wood) + windowWall(620, 150, 420, 470, 'sea') + sofa(300, 905, 440, '#d3c3a6') + `<rect x="200" y="830" width="200" height="60" rx="30" fill="${C.woodDark}" filter="url(#soft)"/>` +
    floorShadow(1290, 905, 420) + `<path d="M1090 740 h400 q0 160 -120 165 h-160 q-120 -5 -120 -165 z" fill="#fbfaf7" filter="url(#soft)"/><rect x="1110" y="740" width="360" height="30" rx="15" fill="#bfe0e6"/><rect x="1460" y="640" width="10" height="110" fill="${C.gold}"/><path d="M1470 640 h-40" stroke="${C.gold}" stroke-width="10"/>` + pendant(830, 60) },
  { name: 'room-king-suite', shows: 'The king suite at night: a separate living room and a terrace with a lit jacuzzi over the sea', focusX: 0.55, draw: () =>
    roomShell('#e4d8c6', '#a87f58', C.woodDark) + `<rect width="${W}" height="${H}" fill="#0c1424" opacity="0.18"/>` + windowWall(520, 140, 900, 480, 'night-sea', '#efe6d6', 3) +
    `<rect x="900" y="470" width="440" height="120" rx="40" fill="#3fb3c8" opacity="0.95"/><ellipse cx="1120" cy="500" rx="200" ry="26" fill="#9fe6f0" opacity="0.6" filter="url(#blur12)"/>` + sofa(470, 905, 560, '#cbb89a') + `<rect x="330" y="840" width="280" height="56" rx="10" fill="${C.woodDark}" filter="url(#soft)"/>` + pendant(1200, 40) + nightstand(120) },
  { name: 'room-villa-pool', shows: 'A villa with a private pool: loungers on the deck and the pines around the garden, seen from the living room', focusX: 0.55, draw: () =>
    roomShell('#efe5d4', C.woodLight, C.wood) + windowWall(260, 120, 1100, 500, 'pool-pines', '#f6f0e6', 4) + sofa(420, 905, 480, '#dccfb9') + armchair(1200, 905, '#b9a27d') + rug(800, 915, 1000, '#cdb592') + plant(1500, 905, 0.9) },

  // Food and drink (from above)
  { name: 'restaurant-buffet', shows: 'The main restaurant’s breakfast buffet: fruit, breads, cheeses, eggs and juices laid out on linen', focusX: 0.5, draw: () =>
    still(linenTable(), bowl(300, 280, 170, '#fff', '#f2a65a'), ...[[250, 240], [330, 300], [290, 330], [360, 230]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34" fill="${C.terracotta}"/>`),
      bowl(700, 250, 150, C.woodLight, '#e9c77b'), ...[0, 1, 2, 3].map((i) => `<ellipse cx="${650 + i * 30}" cy="${230 + (i % 2) * 40}" rx="60" ry="30" fill="#d49a58" transform="rotate(${i * 25} ${650 + i * 30} ${230 + (i % 2) * 40})"/>`),
      plate(1120, 290, 170), ...[0, 1, 2].map((i) => `<path d="M${1050 + i * 50} 250 l 60 -20 l 0 80 z" fill="#f3d36b"/>`), plate(480, 700, 150), `<ellipse cx="450" cy="690" rx="50" ry="40" fill="#fff"/><circle cx="450" cy="690" r="22" fill="${C.gold}"/><ellipse cx="530" cy="720" rx="50" ry="40" fill="#fff"/><circle cx="530" cy="720" r="22" fill="${C.gold}"/>`,
      glass(860, 650, 70, '#f39c3d'), glass(1020, 700, 70, '#c8372d', 0.8), bowl(1320, 700, 150, '#fff', '#f6f1e4'), ...[[1290, 670], [1350, 700], [1310, 740]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="#7a2e5a"/>`), sprig(1150, 880, 260, -15)) },
  { name: 'emilio-pasta', shows: 'Emilio, Italian à la carte: tagliatelle with tomato and basil, a glass of red wine, bread and olive oil', focusX: 0.45, draw: () => {
    let pasta = '';
    for (let i = 0; i < 26; i++) pasta += `<path d="M${640 + Math.cos(i) * 90} ${480 + Math.sin(i * 1.7) * 70} q ${60 - i * 3} ${-40 + i * 3} ${120 - i * 4} ${10 + (i % 5) * 6}" stroke="#f0cf7a" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    return still(`${woodTable('#8e6141', '#5a3a24')}`, `<rect x="150" y="120" width="1300" height="760" fill="#f4eee4" opacity="0.0"/>`, plate(700, 500, 290), pasta, ...[[640, 430], [760, 520], [700, 560]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="${C.chili}"/>`), leafShape(720, 450, 70, -30, '#3f7a3a'), leafShape(690, 470, 60, 140, '#3f7a3a'),
      glass(1180, 300, 95, C.wine, 0.95), bowl(1200, 720, 90, '#fff', '#a7a13a'), `<path d="M300 740 q 80 -70 180 -20 q -20 90 -180 20 z" fill="#d9a962" filter="url(#soft)"/>`, fork(1000, 380, 330, 0), knife(1060, 380, 330, 0), napkin(180, 200, 200, 260, '#b5503b', -12)); } },
  { name: 'chayote-tacos', shows: 'Chayote, Latin American kitchen: tacos with pulled meat, salsa and lime, guacamole and chilli', focusX: 0.5, draw: () => {
    const taco = (x: number, y: number, a: number) => `<g transform="rotate(${a} ${x} ${y})" filter="url(#soft)"><path d="M${x - 150} ${y} a 150 110 0 0 1 300 0 z" fill="#e8c27a"/></g><g transform="rotate(${a} ${x} ${y})"><path d="M${x - 120} ${y - 6} q 120 -90 240 0 z" fill="#8a4a2a"/>${[-80, -30, 20, 70].map((d) => `<circle cx="${x + d}" cy="${y - 30}" r="12" fill="${C.chili}"/><circle cx="${x + d + 18}" cy="${y - 50}" r="9" fill="#fff"/><circle cx="${x + d - 12}" cy="${y - 44}" r="8" fill="#4c8c3a"/>`).join('')}</g>`;
    return still(`<rect width="${W}" height="${H}" fill="#2f5d62"/>`, `<g filter="url(#soft)"><ellipse cx="720" cy="520" rx="470" ry="330" fill="${C.terracotta}"/></g><ellipse cx="720" cy="520" rx="430" ry="295" fill="#d98a5f"/>`, taco(600, 470, -8), taco(840, 590, 6),
      bowl(1300, 260, 130, '#2b2b2b', '#86a83f'), citrusHalf(1260, 720, 70, '#6e9e2f', C.lime), citrusHalf(1380, 800, 55, '#6e9e2f', C.lime), `<path d="M220 760 q 60 -90 150 -60 q -40 30 -150 60 z" fill="${C.chili}" filter="url(#softSmall)"/><path d="M220 760 l -20 20" stroke="#3f7a3a" stroke-width="8"/>`, bowl(260, 280, 110, '#fff', '#c8372d')); } },
  { name: 'signature-tasting', shows: 'Signature Tastes, the chef’s tasting menu: a curled, charred octopus tentacle on fava purée with caper leaves and olive oil, on a wide plate on a dark table', focusX: 0.5, draw: () =>
    still(slateTable(), `<circle cx="780" cy="500" r="420" fill="${C.gold}" opacity="0.12" filter="url(#blur40)"/>`, plate(780, 500, 330, '#f7f5f0', '#fbfaf7'),
      `<path d="M610 560 q 170 -120 360 -40 q 40 60 -30 90 q -170 60 -330 -50 z" fill="#e6d79c"/><path d="M640 560 q 150 -80 300 -30" stroke="#f3ead0" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      tentacle(790, 470), ...([[640, 620], [700, 648], [935, 600], [905, 395], [665, 420]] as [number, number][]).map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${6 + (i % 3) * 3}" fill="#d9c46a" opacity="0.85"/>`),
      leafShape(900, 610, 58, 25, '#5f8a45'), leafShape(640, 400, 50, 200, '#5f8a45'), `<circle cx="620" cy="470" r="10" fill="#4e6e32"/><circle cx="960" cy="520" r="9" fill="#4e6e32"/><circle cx="935" cy="470" r="8" fill="#4e6e32"/>`,
      fork(320, 260, 420, 0, '#c9c4bb'), knife(1240, 260, 420, 0, '#c9c4bb'), glass(1320, 180, 80, '#e9dc9f', 0.7)) },
  { name: 'vegan-bowl', shows: 'Chi Vegan, plant-based kitchen: a bowl of quinoa, chickpeas, avocado, greens and pomegranate', focusX: 0.5, draw: () => {
    const seg = (a0: number, a1: number, color: string) => {
      const cx = 760, cy = 500, R = 250;
      const p = (a: number) => `${r(cx + Math.cos(a) * R)} ${r(cy + Math.sin(a) * R)}`;
      return `<path d="M${cx} ${cy} L ${p(a0)} A ${R} ${R} 0 0 1 ${p(a1)} Z" fill="${color}"/>`;
    };
    let chick = '';
    for (let i = 0; i < 16; i++) chick += `<circle cx="${r(700 + Math.cos(i * 2.1) * 90 - 90)}" cy="${r(420 + Math.sin(i * 1.3) * 60 - 60)}" r="20" fill="#e3bf7d" stroke="#c69c55" stroke-width="3"/>`;
    return still(woodTable(C.woodLight, C.wood), `<g filter="url(#soft)"><circle cx="760" cy="500" r="300" fill="#eef0ea"/></g>`, seg(0, 1.6, '#9dbb5a'), seg(1.6, 3.1, '#e9dfc9'), seg(3.1, 4.7, '#e3bf7d'), seg(4.7, 6.28, '#5b8c3a'), chick,
      ...[0, 1, 2, 3].map((i) => `<ellipse cx="${900 + i * 25}" cy="${560 + i * 20}" rx="70" ry="26" fill="#b7cf6a" stroke="#5e7d2c" stroke-width="4" transform="rotate(${30 + i * 8} ${900 + i * 25} ${560 + i * 20})"/>`),
      ...[[720, 620], [760, 650], [690, 660], [740, 700]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#b3243b"/>`), leafShape(1250, 300, 180, 200, '#6c9a45'), leafShape(1280, 330, 160, 160, '#8db25a'), citrusHalf(300, 760, 80, '#d9c23d', '#f3e27a'), glass(1250, 760, 80, '#a4c98a', 0.6)); } },
  { name: 'cocktail-bar', shows: 'City Lounge, cocktail bar and live jazz: two cocktails with citrus twists on the marble bar', focusX: 0.5, draw: () =>
    still(marbleTable('#ebe6df', '#a79e92'), `<rect width="${W}" height="${H}" fill="#1d1a24" opacity="0.22"/>`, `<circle cx="600" cy="460" r="360" fill="${C.goldLight}" opacity="0.25" filter="url(#blur40)"/>`, glass(560, 440, 170, '#e98a3a', 0.9), `<path d="M480 360 q 80 -40 150 10" stroke="#f3b34a" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      glass(960, 560, 150, '#b4243f', 0.85), `<circle cx="1000" cy="520" r="20" fill="#5a0f1e"/><line x1="1000" y1="520" x2="1120" y2="420" stroke="#c9a46a" stroke-width="6"/>`, `<g filter="url(#soft)"><rect x="1220" y="200" width="70" height="420" rx="35" fill="#c9c4bb"/></g><rect x="1228" y="230" width="54" height="200" rx="27" fill="#e1ddd6"/>`, napkin(220, 700, 220, 160, '#1f2a3a', 8), ...[[300, 240], [340, 210]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26" fill="#7a5537"/>`)) },
  { name: 'room-service-tray', shows: 'Room service: a breakfast tray on the bed with coffee, croissants, orange juice and a flower', focusX: 0.5, draw: () =>
    still(`<rect width="${W}" height="${H}" fill="#f7f4ee"/>${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${i * 120 + 40} Q ${W / 2} ${i * 120 + 80} ${W} ${i * 120 + 20}" stroke="#d9d2c4" stroke-width="3" fill="none"/>`).join('')}`,
      `<g filter="url(#soft)"><rect x="300" y="180" width="1000" height="640" rx="30" fill="${C.woodLight}"/></g><rect x="330" y="210" width="940" height="580" rx="20" fill="#d8b68c"/>`, cup(520, 370, 75, '#4a2c1a', '#c08a56'), `<g filter="url(#softSmall)"><path d="M690 620 q 90 -130 200 0 q -30 40 -100 40 q -70 0 -100 -40 z" fill="#d99a4a"/></g><path d="M720 610 q 70 -80 140 0" stroke="#b5742f" stroke-width="6" fill="none"/>`,
      glass(1080, 380, 75, '#f39c3d'), plate(1050, 630, 110), `<circle cx="1030" cy="620" r="30" fill="#c8372d"/><circle cx="1080" cy="640" r="26" fill="${C.gold}"/>`, `<rect x="440" y="560" width="16" height="180" rx="6" fill="#2e2b28"/>`, flower(850, 330, 60, '#f7f2f5', C.gold, 10)) },
  { name: 'bakery-breads', shows: 'Bread & Lore bakery: a sourdough loaf, a baguette, croissants and a cinnamon roll on a board', focusX: 0.5, draw: () =>
    still(linenTable('#eee6d8'), `<g filter="url(#soft)"><rect x="200" y="160" width="1200" height="680" rx="40" fill="${C.wood}"/></g><rect x="220" y="180" width="1160" height="640" rx="30" fill="${C.woodLight}"/>`,
      `<g filter="url(#soft)"><circle cx="520" cy="460" r="200" fill="#b7743a"/></g><circle cx="520" cy="460" r="180" fill="#c98546"/><path d="M400 420 q 120 -60 240 0 M420 500 q 100 -40 200 0" stroke="#f3d9a8" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      `<g transform="rotate(-18 1000 330)" filter="url(#soft)"><rect x="760" y="290" width="520" height="90" rx="45" fill="#d69a55"/></g>${[0, 1, 2, 3].map((i) => `<path d="M${820 + i * 110} ${420 - i * 36} q 40 -50 80 -20" stroke="#f3d9a8" stroke-width="10" fill="none" stroke-linecap="round"/>`).join('')}`,
      ...([[930, 630, 10], [1160, 620, -20]] as [number, number, number][]).map(([x, y, a]) => `<g transform="rotate(${a} ${x} ${y})" filter="url(#soft)"><path d="M${x - 110} ${y} q 110 -120 220 0 q -110 50 -220 0 z" fill="#dc9c4f"/><path d="M${x - 60} ${y - 40} l 20 50 M${x} ${y - 60} l 0 60 M${x + 60} ${y - 40} l -20 50" stroke="#a8672c" stroke-width="6"/></g>`),
      `<g filter="url(#soft)"><circle cx="400" cy="720" r="80" fill="#cf8f4c"/></g><path d="M400 720 m -50 0 a 50 50 0 1 1 50 50 a 30 30 0 1 1 -30 -30" stroke="#8e5524" stroke-width="10" fill="none"/>`, ...[[1300, 240], [1320, 780], [260, 250]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#fff" opacity="0.8"/>`)) },
  { name: 'espresso-cup', shows: 'The Nespresso coffee corner: an espresso with crema, a glass of water and a square of chocolate', focusX: 0.5, draw: () =>
    still(marbleTable(), cup(680, 480, 120, '#3a2114', '#b0783f'), `<rect x="820" y="640" width="26" height="120" rx="10" fill="#b8b3aa" transform="rotate(-30 833 700)"/>`, glass(1040, 380, 100, '#e8f1f3', 0.5), `<g filter="url(#softSmall)"><rect x="980" y="620" width="120" height="120" rx="8" fill="#5a341f"/></g><path d="M980 680 h120 M1040 620 v120" stroke="#3a2114" stroke-width="4"/>`, napkin(250, 250, 180, 180, '#1f2a3a', -10), `<circle cx="330" cy="700" r="40" fill="#d6a25a"/><circle cx="380" cy="760" r="30" fill="#c78d48"/>`) },
  { name: 'coffee-to-go', shows: 'The coffee house: a take-away latte with its lid, a muffin and a cinnamon stick on a café counter', focusX: 0.5, draw: () =>
    still(woodTable('#c9a06e', '#9a7148'), `<g filter="url(#soft)"><circle cx="640" cy="480" r="190" fill="#f5f1ea"/></g><circle cx="640" cy="480" r="160" fill="#e9e2d6"/><circle cx="640" cy="480" r="120" fill="#f5f1ea"/><rect x="700" y="420" width="60" height="22" rx="11" fill="#d8cfc1"/><circle cx="640" cy="480" r="190" fill="none" stroke="#1e6a4a" stroke-width="14"/>`,
      `<g filter="url(#soft)"><circle cx="1080" cy="560" r="140" fill="#e6d8c0"/></g><circle cx="1080" cy="560" r="115" fill="#8a4d2c"/>${[[1040, 520], [1110, 540], [1070, 600], [1120, 610], [1030, 590]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#3c2113"/>`).join('')}`,
      `<g transform="rotate(25 400 800)"><rect x="300" y="780" width="220" height="30" rx="15" fill="#8a4d2c" filter="url(#softSmall)"/></g>`, napkin(1180, 180, 180, 180, '#f1ede4', 12)) },

  // Spa and wellbeing
  { name: 'massage-aroma', shows: 'The aromachologie massage: a rolled towel, massage oils, lavender and mandarin on a stone', focusX: 0.5, draw: () =>
    still(`<rect width="${W}" height="${H}" fill="#d9d0c3"/>`, `<g filter="url(#soft)"><ellipse cx="800" cy="520" rx="560" ry="330" fill="#cfc4b4"/></g><ellipse cx="800" cy="520" rx="540" ry="312" fill="#e0d7ca"/>`, towelRoll(420, 420, 420, 90, '#f7f3ec', -6), towelRoll(460, 600, 380, 80, '#e8dccb', -4), bottle(1020, 380, 70, '#6b4f8a'), bottle(1140, 470, 55, '#e08c3a'),
      lavender(900, 720, 380, -12), lavender(920, 760, 340, -4), citrusHalf(1220, 700, 70, '#e37b22', '#f5a44a'), ...[[1290, 320], [1330, 360], [1300, 400]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="28" fill="#9c968c" filter="url(#softSmall)"/>`)) },
  { name: 'facial-immortelle', shows: 'The Immortelle facial: a bowl of cream mask with its brush, serum bottles, a folded towel and yellow immortelle flowers', focusX: 0.5, draw: () =>
    still(`<rect width="${W}" height="${H}" fill="#f1e9e2"/>`, bowl(620, 470, 160, '#fff', '#f3e3c4'), `<path d="M560 430 q 60 -20 120 20" stroke="#e6cfa0" stroke-width="26" fill="none" stroke-linecap="round"/>`, `<g transform="rotate(-35 820 620)" filter="url(#softSmall)"><rect x="720" y="605" width="220" height="22" rx="10" fill="#c9a57b"/><path d="M940 600 h60 q 30 16 0 32 h-60 z" fill="#f3ede3"/></g>`,
      bottle(980, 330, 60, '#e9c15a', '#f7f1e1'), bottle(1100, 400, 48, '#d9a441', '#f7f1e1'), `<g filter="url(#soft)"><rect x="1020" y="560" width="300" height="200" rx="14" fill="#fbf8f3"/></g><line x1="1020" y1="640" x2="1320" y2="640" stroke="#000" stroke-opacity="0.06" stroke-width="4"/>`,
      ...([[300, 300], [340, 380], [260, 400], [380, 300], [300, 460]] as [number, number][]).map(([x, y]) => flower(x, y, 38, '#f2c230', '#c98d16', 14)), sprig(200, 560, 300, 20, '#9db07a', 5), `<g filter="url(#softSmall)"><circle cx="820" cy="290" r="60" fill="#fff"/></g><circle cx="820" cy="290" r="44" fill="#f6efe3"/>`) },
  { name: 'hammam-dome', shows: 'The hammam: a marble navel stone under a dome pierced with star-shaped skylights, marble basins along the walls', focusX: 0.5, draw: () => {
    const g = lin('#e9e3da', '#cfc6b8');
    let stars = '';
    for (let i = 0; i < 14; i++) stars += `<circle cx="${r(800 + Math.cos(i * 0.9) * (120 + (i % 4) * 70))}" cy="${r(140 + Math.abs(Math.sin(i * 0.9)) * (40 + (i % 3) * 30))}" r="9" fill="#fff8e0"/>`;
    let beams = '';
    for (let i = 0; i < 5; i++) beams += `<path d="M${690 + i * 50} 160 L ${560 + i * 90} 760 L ${600 + i * 90} 760 L ${700 + i * 50} 160 Z" fill="#fff6da" opacity="0.16" filter="url(#blur12)"/>`;
    return `${withDefs(g)}<rect width="${W}" height="${H}" fill="url(#${g.id})"/><path d="M200 620 V 360 A 600 330 0 0 1 1400 360 V 620 Z" fill="#ddd4c6"/><path d="M260 620 V 380 A 540 290 0 0 1 1340 380 V 620 Z" fill="#e8e1d6"/>${stars}` +
      [300, 560, 1040, 1300].map((x) => `<path d="M${x - 70} 620 V 470 a 70 70 0 0 1 140 0 V 620 Z" fill="#d2c8b8"/><ellipse cx="${x}" cy="600" rx="55" ry="18" fill="#bfe0e2" filter="url(#softSmall)"/><rect x="${x - 8}" y="540" width="16" height="40" fill="${C.gold}"/>`).join('') +
      `<rect y="620" width="${W}" height="${H - 620}" fill="#d9d1c4"/>${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 200}" y1="620" x2="${(i - 4) * 420 + 800}" y2="${H}" stroke="#bfb5a5" stroke-width="2"/>`).join('')}` +
      `${floorShadow(800, 850, 760, 0.3)}<path d="M460 780 L 560 700 H 1040 L 1140 780 V 840 H 460 Z" fill="#f2eee8" filter="url(#soft)"/><path d="M460 780 H 1140" stroke="#d3cbbd" stroke-width="6"/>${beams}` +
      `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`; } },
  { name: 'couples-spa', shows: 'The couples’ treatment suite: two massage beds side by side, candles and orchids, soft evening light', focusX: 0.5, draw: () => {
    const table = (cx: number) => floorShadow(cx, 905, 520) + `<rect x="${cx - 260}" y="700" width="520" height="70" rx="24" fill="#f7f3ec" filter="url(#soft)"/><rect x="${cx - 260}" y="740" width="520" height="28" rx="10" fill="#e3d6c2"/><rect x="${cx - 220}" y="770" width="22" height="130" fill="${C.woodDark}"/><rect x="${cx + 198}" y="770" width="22" height="130" fill="${C.woodDark}"/>` + towelRoll(cx - 240, 690, 170, 30, '#c9a57b');
    return roomShell('#dccab2', '#9f7a56', '#6e4d33') + `<rect width="${W}" height="${H}" fill="#2a1c12" opacity="0.12"/>` + `<rect x="560" y="160" width="480" height="360" rx="180" fill="#efe0c4"/><circle cx="800" cy="340" r="260" fill="${C.goldLight}" opacity="0.35" filter="url(#blur40)"/>` +
      table(450) + table(1150) + candle(780, 880, 26) + candle(840, 900, 20) + plant(800, 700, 0.55, '#e9e0d2') + ['#f3e6ef', '#efd7e4'].map((c, i) => flower(760 + i * 70, 470 - i * 30, 36, c, '#d7a13a', 6)).join(''); } },
  { name: 'gym-kit', shows: 'Cosmo Fit gym: a yoga mat, dumbbells, a skipping rope, a towel and a water bottle on the studio floor', focusX: 0.5, draw: () =>
    still(woodTable('#c8a57d', '#a17b55'), `<g filter="url(#soft)"><rect x="250" y="160" width="460" height="700" rx="20" fill="#2f8096"/></g><rect x="270" y="180" width="420" height="660" rx="14" fill="#3a91a6"/>`,
      ...([[930, 330], [930, 520]] as [number, number][]).map(([x, y]) => `<g filter="url(#soft)"><rect x="${x}" y="${y - 14}" width="260" height="28" rx="8" fill="#9a9a9a"/><rect x="${x - 10}" y="${y - 60}" width="60" height="120" rx="14" fill="#2e2b28"/><rect x="${x + 210}" y="${y - 60}" width="60" height="120" rx="14" fill="#2e2b28"/></g>`),
      `<path d="M900 760 q 200 -140 380 20 q 60 60 -40 80" stroke="${C.terracotta}" stroke-width="12" fill="none" filter="url(#softSmall)"/>`, towelRoll(1240, 300, 180, 50, '#f5f1ea', 80), bottle(520, 880, 48, '#e9f1f3', '#2e2b28')) },
  { name: 'yoga-deck', shows: 'Chi for Life: a yoga mat, blocks and a singing bowl on the wooden deck at sunrise', focusX: 0.5, draw: () =>
    still(woodTable('#b98c62', '#8a623f'), `<path d="M0 0 H ${W} V 260 H 0 Z" fill="#f4d8b0" opacity="0.0"/>`, `<circle cx="1300" cy="120" r="400" fill="#ffd9a0" opacity="0.35" filter="url(#blur40)"/>`, `<g transform="rotate(-8 700 500)" filter="url(#soft)"><rect x="360" y="330" width="760" height="330" rx="18" fill="#8b9d6a"/></g><g transform="rotate(-8 700 500)"><ellipse cx="1120" cy="495" rx="40" ry="165" fill="#7a8c5a"/></g>`,
      `<g filter="url(#soft)"><rect x="1180" y="640" width="200" height="130" rx="12" fill="#d9c4a3"/><rect x="1220" y="560" width="200" height="130" rx="12" fill="#e6d4b6"/></g>`, `<g filter="url(#soft)"><circle cx="420" cy="780" r="110" fill="#b8893d"/></g><circle cx="420" cy="780" r="90" fill="#d8a84f"/><circle cx="420" cy="780" r="60" fill="#b8893d"/><rect x="520" y="860" width="160" height="18" rx="9" fill="#5a3a24" transform="rotate(-20 600 870)"/>`, sprig(240, 240, 260, 30, '#7c9a5a')) },

  // Kids and family
  { name: 'kids-club', shows: 'The kids club: building blocks, crayons, a drawing of a boat and a wooden toy sailboat on a play mat', focusX: 0.5, draw: () =>
    still(`<rect width="${W}" height="${H}" fill="#e9dfcf"/>`, `<g filter="url(#soft)"><circle cx="800" cy="500" r="420" fill="#f4c76a"/></g><circle cx="800" cy="500" r="360" fill="#f7d68f"/><circle cx="800" cy="500" r="280" fill="#8fc3cf"/><circle cx="800" cy="500" r="200" fill="#f3e9d8"/>`,
      `<g filter="url(#soft)"><rect x="620" y="370" width="300" height="230" fill="#fff"/></g><path d="M660 520 h220 l -30 40 h-160 z" fill="${C.terracotta}"/><path d="M760 520 v -120 l 70 110 z" fill="${C.sea}"/><circle cx="860" cy="410" r="24" fill="${C.gold}"/>`,
      ...[[330, 260, C.terracotta], [420, 230, C.sea], [380, 330, C.gold], [1180, 720, '#7c9a5a'], [1260, 680, C.terracotta], [1230, 790, C.sea]].map(([x, y, c]) => `<rect x="${x}" y="${y}" width="80" height="80" rx="8" fill="${c}" filter="url(#softSmall)"/><circle cx="${Number(x) + 40}" cy="${Number(y) + 40}" r="18" fill="#fff" opacity="0.35"/>`),
      ...[C.chili, '#f39c3d', C.gold, '#6f9a45', C.sea, '#6b4f8a'].map((c, i) => `<g transform="rotate(${-30 + i * 6} 1120 300)"><rect x="${1020 + i * 26}" y="200" width="20" height="200" rx="8" fill="${c}" filter="url(#softSmall)"/><path d="M${1020 + i * 26} 400 l 10 26 l 10 -26 z" fill="#f2dcb5"/></g>`),
      `<g filter="url(#soft)"><path d="M300 760 h260 l -40 60 h-180 z" fill="${C.woodLight}"/></g><path d="M430 760 v -180 l 110 160 z" fill="#fff"/><path d="M420 760 v -140 l -80 120 z" fill="#f3e3c3"/>`) },
  { name: 'aqua-park', shows: 'Aqua Life park: winding water slides in bright colours dropping into a blue splash pool', focusX: 0.5, draw: () => {
    const sky = lin('#8fd0ea', '#e7f4f2');
    const slide = (d: string, c: string) => `<path d="${d}" stroke="${shade(c, -0.2)}" stroke-width="74" fill="none" stroke-linecap="round" filter="url(#soft)"/><path d="${d}" stroke="${c}" stroke-width="56" fill="none" stroke-linecap="round"/>`;
    return `${withDefs(sky)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><ellipse cx="300" cy="180" rx="160" ry="40" fill="#fff" opacity="0.8"/><ellipse cx="1250" cy="140" rx="200" ry="46" fill="#fff" opacity="0.7"/>` +
      `<path d="M0 640 q 400 -80 800 -40 t 800 -20 V ${H} H 0 Z" fill="#8bb16a"/>${[150, 1450].map((x) => `<path d="M${x} 640 l 50 -300 l 50 300 z" fill="${C.oliveDark}"/>`).join('')}` +
      `<rect x="980" y="180" width="220" height="470" fill="#e8dccb"/><rect x="960" y="160" width="260" height="40" fill="${C.terracotta}"/>${[0, 1, 2, 3].map((i) => `<rect x="1000" y="${240 + i * 100}" width="180" height="12" fill="#cdb692"/>`).join('')}` +
      slide('M1000 220 C 700 240 600 360 860 430 S 900 600 560 680', '#f39c3d') + slide('M1200 260 C 1450 360 1400 520 1160 560 S 900 640 1000 720', '#2f8096') + slide('M1000 330 C 760 380 420 360 380 520 S 480 700 300 740', '#e8c43a') +
      `<path d="M120 720 Q 800 660 1480 720 L 1560 ${H} H 40 Z" fill="#3fb7d9"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${220 + i * 260} ${800 + (i % 2) * 60} q 60 -18 120 0 t 120 0" stroke="#fff" stroke-opacity="0.6" stroke-width="8" fill="none"/>`).join('')}<ellipse cx="560" cy="720" rx="120" ry="22" fill="#fff" opacity="0.8" filter="url(#blur4)"/>`; } },
  { name: 'kids-festival', shows: 'The kids summer festival: face-paint palette and brushes, paper crowns, balloons and confetti on the party table', focusX: 0.5, draw: () =>
    still(`<rect width="${W}" height="${H}" fill="#f4ede2"/>`, ...Array.from({ length: 60 }, (_, i) => `<rect x="${(i * 271) % W}" y="${(i * 157) % H}" width="14" height="8" fill="${[C.chili, C.gold, C.sea, '#6f9a45', '#6b4f8a'][i % 5]}" transform="rotate(${i * 37} ${(i * 271) % W} ${(i * 157) % H})"/>`),
      ...[[360, 300, C.chili], [520, 220, C.sea], [470, 420, C.gold]].map(([x, y, c]) => `<g filter="url(#soft)"><ellipse cx="${x}" cy="${y}" rx="110" ry="125" fill="${c}"/></g><ellipse cx="${Number(x) - 35}" cy="${Number(y) - 45}" rx="26" ry="36" fill="#fff" opacity="0.35"/>`),
      `<g filter="url(#soft)"><ellipse cx="980" cy="480" rx="230" ry="170" fill="#fbf8f3"/></g>${[[900, 420, C.chili], [980, 400, C.gold], [1060, 430, C.sea], [920, 520, '#6f9a45'], [1010, 540, '#6b4f8a'], [1090, 520, '#f39c3d']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="34" fill="${c}"/>`).join('')}`,
      `<g filter="url(#soft)"><path d="M1180 720 l 40 -90 l 50 60 l 50 -60 l 50 60 l 50 -60 l 40 90 z" fill="${C.gold}"/></g>`, `<g transform="rotate(-20 700 760)"><rect x="560" y="750" width="260" height="16" rx="8" fill="${C.woodDark}" filter="url(#softSmall)"/><path d="M820 745 h40 l 20 13 l -20 13 h-40 z" fill="${C.sea}"/></g>`) },

  // Events and venues
  { name: 'concert-hall', shows: 'Cosmos Performance City Hall: an orchestra’s chairs, music stands and a grand piano on a lit stage, before the gala', focusX: 0.5, draw: () => {
    const g = lin('#2a1d2e', '#120d16');
    let chairs = '';
    for (let row = 0; row < 3; row++) for (let i = 0; i < 9 - row; i++) {
      const x = 380 + row * 60 + i * 110, y = 640 - row * 70;
      chairs += `<rect x="${x}" y="${y - 60}" width="40" height="60" rx="6" fill="#5c1f2c"/><rect x="${x - 6}" y="${y}" width="52" height="14" rx="4" fill="#7a2a3a"/><line x1="${x + 60}" y1="${y - 90}" x2="${x + 60}" y2="${y + 10}" stroke="#b9a27d" stroke-width="4"/><rect x="${x + 40}" y="${y - 110}" width="40" height="28" fill="#e9dcc0"/>`;
    }
    return `${withDefs(g)}<rect width="${W}" height="${H}" fill="url(#${g.id})"/>${[300, 800, 1300].map((x) => `<path d="M${x - 60} 0 L ${x + 60} 0 L ${x + 260} 720 L ${x - 260} 720 Z" fill="#ffe6b0" opacity="0.13" filter="url(#blur12)"/>`).join('')}` +
      `<path d="M0 0 H 180 Q 140 400 200 760 H 0 Z" fill="#6d1f2f"/><path d="M${W} 0 H ${W - 180} Q ${W - 140} 400 ${W - 200} 760 H ${W} Z" fill="#6d1f2f"/><rect y="0" width="${W}" height="80" fill="#5a1826"/>` +
      `<path d="M120 700 H 1480 L 1600 820 H 0 Z" fill="#7a5537"/><rect y="820" width="${W}" height="${H - 820}" fill="#1a1216"/>${chairs}` +
      `<g filter="url(#soft)"><path d="M1180 520 q 160 -40 220 40 l -30 60 h-190 z" fill="#111"/></g><path d="M1190 520 l 10 -60 l 150 40" stroke="#111" stroke-width="6" fill="none"/>` +
      `${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<circle cx="${160 + i * 140}" cy="${900 + (i % 2) * 40}" r="40" fill="#241a1f"/>`).join('')}<rect width="${W}" height="${H}" fill="url(#vignette)"/>`; } },
  { name: 'new-year-gala', shows: 'The New Year’s Eve gala: fireworks over the sea seen from the rooftop terrace, champagne on the table', focusX: 0.5, draw: () => {
    const sky = lin('#0d1426', '#2c2a4a');
    const burst = (x: number, y: number, R: number, c: string) => Array.from({ length: 18 }, (_, i) => { const a = (i * Math.PI * 2) / 18; return `<line x1="${r(x + Math.cos(a) * R * 0.3)}" y1="${r(y + Math.sin(a) * R * 0.3)}" x2="${r(x + Math.cos(a) * R)}" y2="${r(y + Math.sin(a) * R)}" stroke="${c}" stroke-width="5" stroke-linecap="round"/><circle cx="${r(x + Math.cos(a) * R)}" cy="${r(y + Math.sin(a) * R)}" r="6" fill="${c}"/>`; }).join('') + `<circle cx="${x}" cy="${y}" r="${R}" fill="${c}" opacity="0.12" filter="url(#blur40)"/>`;
    const flute = (x: number) => `<path d="M${x - 26} 560 h52 l -8 140 q -18 14 -36 0 z" fill="#f2d98a" opacity="0.9"/><path d="M${x - 26} 560 h52" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/><rect x="${x - 3}" y="700" width="6" height="80" fill="#e9e4d8"/><ellipse cx="${x}" cy="782" rx="34" ry="8" fill="#e9e4d8"/>`;
    return `${withDefs(sky)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/>${burst(420, 220, 150, C.goldLight)}${burst(1000, 160, 120, '#f29bb0')}${burst(1300, 330, 100, '#9fd6e6')}` +
      `<rect y="500" width="${W}" height="300" fill="#141d33"/><path d="M350 520 h160 M950 540 h120 M1260 560 h90" stroke="${C.goldLight}" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>` +
      `${Array.from({ length: 16 }, (_, i) => `<circle cx="${60 + i * 100}" cy="${480 + Math.sin(i) * 10}" r="7" fill="${C.goldLight}"/>`).join('')}<path d="M0 480 Q 400 500 800 478 T 1600 482" stroke="#555" stroke-width="2" fill="none"/>` +
      `<rect y="780" width="${W}" height="${H - 780}" fill="#3a2d2a"/><rect y="780" width="${W}" height="16" fill="#5a4640"/>${flute(700)}${flute(790)}<g filter="url(#soft)"><rect x="940" y="560" width="80" height="220" rx="18" fill="#1f3a2a"/></g><rect x="960" y="500" width="40" height="80" fill="#1f3a2a"/><rect x="956" y="500" width="48" height="40" fill="${C.gold}"/>${candle(560, 760, 16)}`; } },
  { name: 'jazz-pier', shows: 'Jazz weekend on the pier: a double bass, a saxophone and a microphone on the pier’s stage at sunset, string lights above', focusX: 0.5, draw: () => {
    const sky = lin('#f2b27a', '#f7e1c3');
    const sea = lin('#e39a6e', '#6d6a8a');
    return `${withDefs(sky, sea)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><circle cx="1120" cy="430" r="90" fill="#fff0cf"/><rect y="460" width="${W}" height="${H - 460}" fill="url(#${sea.id})"/><path d="M1040 490 h160 M1070 520 h100" stroke="#fff3da" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M300 ${H} L 640 560 H 960 L 1300 ${H} Z" fill="#8a6244"/>${Array.from({ length: 12 }, (_, i) => `<line x1="${640 - i * 30}" y1="${560 + i * 40}" x2="${960 + i * 30}" y2="${560 + i * 40}" stroke="#6e4b33" stroke-width="4"/>`).join('')}` +
      `<path d="M640 560 V 300 M960 560 V 300" stroke="#5a3a24" stroke-width="10"/><path d="M640 300 Q 800 360 960 300" stroke="#333" stroke-width="2" fill="none"/>${Array.from({ length: 9 }, (_, i) => { const t = i / 8; const x = 640 + 320 * t; const y = 300 + 4 * 60 * t * (1 - t); return `<circle cx="${r(x)}" cy="${r(y)}" r="16" fill="#fff1b8" opacity="0.5" filter="url(#blur4)"/><circle cx="${r(x)}" cy="${r(y)}" r="7" fill="#fff6d5"/>`; }).join('')}` +
      `<g filter="url(#soft)"><path d="M700 760 q -50 -60 -10 -120 q -30 -60 20 -110 l 20 -140 h12 l 10 140 q 50 50 20 110 q 40 60 -10 120 z" fill="#7a3f1f"/></g><line x1="720" y1="400" x2="720" y2="770" stroke="#2e2b28" stroke-width="5"/>` +
      `<g filter="url(#soft)"><path d="M880 480 q 20 0 22 30 l 6 180 q 0 50 -40 50 q -40 0 -40 -40 q 0 -10 12 -10 q 10 0 10 10 q 0 16 18 16 q 16 0 16 -26 l -6 -180 q 0 -14 -10 -16 z" fill="${C.gold}"/></g>` +
      `<line x1="800" y1="520" x2="800" y2="780" stroke="#2e2b28" stroke-width="6"/><rect x="788" y="500" width="24" height="34" rx="10" fill="#2e2b28"/><path d="M760 780 h80" stroke="#2e2b28" stroke-width="6"/>`; } },

  { name: 'rooftop-club', shows: 'The Cosmopolitan City Club by night: the rooftop bar with a DJ booth, string lights and a lit pool above the sea', focusX: 0.5, draw: () => {
    const sky = lin('#101a30', '#3a2f55');
    const pool = lin('#5fe0ee', '#1a8fb0');
    const lights = Array.from({ length: 20 }, (_, i) => { const t = i / 19; const x = 80 + 1440 * t; const y = 200 + 4 * 90 * t * (1 - t); return `<circle cx="${r(x)}" cy="${r(y)}" r="18" fill="#ffe9a8" opacity="0.45" filter="url(#blur4)"/><circle cx="${r(x)}" cy="${r(y)}" r="7" fill="#fff3c8"/>`; }).join('');
    return `${withDefs(sky, pool)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/>${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 173) % W}" cy="${(i * 61) % 260}" r="2" fill="#fff" opacity="0.6"/>`).join('')}` +
      `<rect y="470" width="${W}" height="60" fill="#1a2742"/><path d="M200 490 h120 M700 500 h200 M1200 495 h140" stroke="#f0cf8a" stroke-opacity="0.5" stroke-width="5"/>` +
      `<path d="M80 200 Q 800 560 1520 200" stroke="#222" stroke-width="2" fill="none"/>${lights}` +
      `<rect y="530" width="${W}" height="${H - 530}" fill="#2b2420"/><rect y="530" width="${W}" height="14" fill="#4a3c33"/>` +
      `<rect x="120" y="640" width="760" height="180" rx="16" fill="url(#${pool.id})"/><ellipse cx="500" cy="700" rx="300" ry="40" fill="#b9f6ff" opacity="0.35" filter="url(#blur12)"/><path d="M180 760 q 60 -14 120 0 t 120 0 t 120 0 t 120 0" stroke="#fff" stroke-opacity="0.5" stroke-width="5" fill="none"/>` +
      `<g filter="url(#soft)"><rect x="1000" y="560" width="420" height="170" rx="14" fill="#1b1b1f"/></g><rect x="1020" y="575" width="380" height="10" fill="#d8a64f"/><circle cx="1120" cy="640" r="42" fill="#2e2e34" stroke="#555" stroke-width="6"/><circle cx="1300" cy="640" r="42" fill="#2e2e34" stroke="#555" stroke-width="6"/><circle cx="1120" cy="640" r="8" fill="#d8a64f"/><circle cx="1300" cy="640" r="8" fill="#d8a64f"/>` +
      `<path d="M1000 560 L 860 0 H 1560 L 1420 560 Z" fill="#c77dff" opacity="0.08" filter="url(#blur12)"/>` +
      [960, 1080, 1200, 1320, 1440].map((x) => `<rect x="${x - 28}" y="820" width="56" height="14" rx="7" fill="#d8a64f"/><rect x="${x - 4}" y="834" width="8" height="80" fill="#6e5a47"/>`).join('') +
      `<path d="M40 900 q 20 -240 10 -430" stroke="#1a1410" stroke-width="16" fill="none"/>${[-70, -35, 0, 35, 70, 110, -110].map((a) => `<path d="M0 0 q 90 -70 180 10 q -90 -30 -180 -10" fill="#121a14" transform="translate(50 470) rotate(${a})"/>`).join('')}`; } },

  // Venues, services and pets
  { name: 'meeting-room', shows: 'The business centre’s meeting room: a long table set with notepads and water, a screen and daylight', focusX: 0.5, draw: () =>
    roomShell('#e7e2da', '#b9a58c', '#8f7b62') + windowWall(120, 150, 360, 460, 'garden') + `<rect x="620" y="180" width="620" height="350" rx="8" fill="#1f2630"/><rect x="640" y="200" width="580" height="310" fill="#2f4a5a"/><path d="M680 460 l 140 -120 l 100 70 l 160 -160 l 100 80" stroke="${C.goldLight}" stroke-width="8" fill="none"/>` +
    floorShadow(940, 905, 1000) + `<path d="M520 720 H 1360 L 1480 860 H 400 Z" fill="${C.woodDark}" filter="url(#soft)"/><rect x="400" y="860" width="1080" height="20" fill="#5a3a24"/>` +
    [560, 760, 960, 1160].map((x) => `<rect x="${x}" y="760" width="120" height="60" rx="4" fill="#fbf8f2" transform="skewX(-8)"/><circle cx="${x + 180}" cy="760" r="16" fill="#d7eef2"/>`).join('') + [480, 700, 920, 1140, 1360].map((x) => `<rect x="${x}" y="620" width="110" height="110" rx="20" fill="#3b3b3d"/>`).join('') },
  { name: 'reception-desk', shows: 'The reception and concierge desk: a bell, key cards, a vase of white flowers and a lit wall of carved wood', focusX: 0.5, draw: () =>
    roomShell('#d9c7ab', '#c8b9a3', '#a3937c') + Array.from({ length: 20 }, (_, i) => `<rect x="${200 + i * 60}" y="60" width="36" height="500" rx="18" fill="${C.wood}" opacity="${0.55 + (i % 3) * 0.12}"/>`).join('') + `<rect x="180" y="40" width="1240" height="540" fill="${C.goldLight}" opacity="0.18" filter="url(#blur40)"/>` +
    floorShadow(800, 905, 1100) + `<rect x="260" y="600" width="1080" height="300" rx="12" fill="#efe8dc" filter="url(#soft)"/><rect x="240" y="580" width="1120" height="36" rx="8" fill="#5a3a24"/>` +
    `<path d="M560 580 a 40 40 0 0 1 80 0 z" fill="${C.gold}"/><circle cx="600" cy="536" r="6" fill="${C.gold}"/><rect x="760" y="560" width="90" height="20" fill="#f8f4ec"/><rect x="770" y="550" width="90" height="20" fill="${C.sea}"/>` +
    `<path d="M1060 580 h90 l -14 -120 h-62 z" fill="#f3f0ea"/>${([[1070, 400], [1110, 380], [1140, 410], [1090, 430], [1130, 440]] as [number, number][]).map(([x, y]) => flower(x, y, 30, '#fbfaf6', C.gold, 8)).join('')}` },
  { name: 'pet-hotel', shows: 'Luxy Pet Hotel: a dog curled up asleep on its cushion, a water bowl, a ball and a lead', focusX: 0.5, draw: () =>
    still(woodTable(C.woodLight, C.wood), `<g filter="url(#soft)"><circle cx="700" cy="500" r="330" fill="#c9b08a"/></g><circle cx="700" cy="500" r="270" fill="#e9dcc4"/>`,
      `<g filter="url(#soft)"><path d="M520 520 q -10 -170 170 -190 q 200 -10 220 160 q 10 120 -120 160 q -150 40 -230 -20 q -40 -40 -40 -110 z" fill="#c98b52"/></g><path d="M560 540 q 60 80 200 60 q 110 -20 130 -110" stroke="#a66c39" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      `<ellipse cx="620" cy="440" rx="100" ry="80" fill="#d69a5f"/><ellipse cx="560" cy="400" rx="40" ry="70" fill="#8a5a2e" transform="rotate(30 560 400)"/><ellipse cx="690" cy="390" rx="40" ry="70" fill="#8a5a2e" transform="rotate(-30 690 390)"/><ellipse cx="600" cy="490" rx="30" ry="20" fill="#3a2a20"/><path d="M580 440 q 14 8 28 0 M640 440 q 14 8 28 0" stroke="#3a2a20" stroke-width="5" fill="none"/>`,
      bowl(1180, 320, 110, '#2f8096', '#bfe3ea'), `<g filter="url(#soft)"><circle cx="1200" cy="700" r="60" fill="${C.lime}"/></g><path d="M1150 680 q 50 40 100 0" stroke="#fff" stroke-width="6" fill="none"/>`, `<path d="M200 800 q 200 -120 400 -40 q 150 60 300 -10" stroke="${C.terracotta}" stroke-width="16" fill="none" filter="url(#softSmall)"/><rect x="880" y="730" width="50" height="30" rx="6" fill="${C.gold}"/>`) },
  { name: 'tennis-court', shows: 'Cosmos Sports Center: a clay tennis court from above with its net, two rackets and balls', focusX: 0.5, draw: () =>
    `<rect width="${W}" height="${H}" fill="#5f7d4a"/><rect x="200" y="120" width="1200" height="760" fill="#c4683f"/><g fill="none" stroke="#f4efe6" stroke-width="8"><rect x="260" y="170" width="1080" height="660"/><line x1="260" y1="250" x2="1340" y2="250"/><line x1="260" y1="750" x2="1340" y2="750"/><line x1="500" y1="250" x2="500" y2="750"/><line x1="1100" y1="250" x2="1100" y2="750"/><line x1="500" y1="500" x2="1100" y2="500"/></g>` +
    `<rect x="792" y="130" width="16" height="740" fill="#2e2b28" filter="url(#soft)"/><rect x="796" y="130" width="8" height="740" fill="#f4efe6" opacity="0.7"/>` +
    `<g transform="rotate(-30 520 620)" filter="url(#soft)"><ellipse cx="520" cy="560" rx="80" ry="105" fill="none" stroke="#1f3a5a" stroke-width="16"/><rect x="510" y="660" width="20" height="150" rx="8" fill="#1f3a5a"/></g>` +
    `<g transform="rotate(140 1120 380)" filter="url(#soft)"><ellipse cx="1120" cy="320" rx="80" ry="105" fill="none" stroke="#f4efe6" stroke-width="16"/><rect x="1110" y="420" width="20" height="150" rx="8" fill="#f4efe6"/></g>` +
    ([[660, 360], [980, 700], [1010, 720]] as [number, number][]).map(([x, y]) => `<g filter="url(#softSmall)"><circle cx="${x}" cy="${y}" r="20" fill="#d6e84a"/></g><path d="M${x - 16} ${y - 8} q 16 12 32 0" stroke="#fff" stroke-width="3" fill="none"/>`).join('') + `<path d="M0 0 L 900 0 L 1600 700 V 1000 Z" fill="#fff" opacity="0.06"/>` },
  { name: 'pool-loungers', shows: 'The resort pool from above: turquoise water, white loungers and canvas umbrellas on the sun deck', focusX: 0.5, draw: () => {
    const water = lin('#5fd0e0', '#1f95b5', false);
    let ripples = '';
    for (let i = 0; i < 8; i++) ripples += `<path d="M${420 + (i % 3) * 200} ${300 + i * 50} q 40 -14 80 0 t 80 0" stroke="#fff" stroke-opacity="0.45" stroke-width="5" fill="none"/>`;
    const lounger = (x: number, y: number) => `<g filter="url(#soft)"><rect x="${x}" y="${y}" width="90" height="220" rx="16" fill="#fbfaf6"/></g><rect x="${x + 8}" y="${y + 8}" width="74" height="70" rx="12" fill="#efe9df"/><rect x="${x + 8}" y="${y + 110}" width="74" height="26" fill="${C.sea}" opacity="0.5"/>`;
    const umbrella = (x: number, y: number) => `<g filter="url(#soft)"><circle cx="${x}" cy="${y}" r="110" fill="#efe3cc"/></g>${Array.from({ length: 8 }, (_, i) => `<line x1="${x}" y1="${y}" x2="${r(x + Math.cos((i * Math.PI) / 4) * 110)}" y2="${r(y + Math.sin((i * Math.PI) / 4) * 110)}" stroke="#d6c4a3" stroke-width="4"/>`).join('')}<circle cx="${x}" cy="${y}" r="12" fill="#b39a72"/>`;
    return `${withDefs(water)}<rect width="${W}" height="${H}" fill="#ece2d2"/>${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="${H}" stroke="#d8ccb8" stroke-width="3"/>`).join('')}` +
      `<rect x="340" y="200" width="920" height="420" rx="30" fill="#f7f2ea" filter="url(#soft)"/><rect x="370" y="230" width="860" height="360" rx="20" fill="url(#${water.id})"/>${ripples}` +
      [420, 560, 700, 900, 1040, 1180].map((x) => lounger(x - 45, 680)).join('') + umbrella(630, 800) + umbrella(1110, 800) + plant(180, 300, 0.9) + plant(1440, 320, 0.9) + `<path d="M0 0 L 700 0 L 1600 800 V 1000 Z" fill="#fff" opacity="0.05"/>`; } },
  { name: 'certificate-desk', shows: 'A framed certificate of quality on an office desk, with a fountain pen and an olive sprig', focusX: 0.5, draw: () =>
    still(woodTable('#8f6a4a', '#5e4431'), `<g filter="url(#soft)"><rect x="430" y="170" width="620" height="660" fill="${C.woodLight}"/></g><rect x="470" y="210" width="540" height="580" fill="#fbf8f1"/><rect x="500" y="240" width="480" height="520" fill="none" stroke="${C.gold}" stroke-width="4"/>` +
      `${[320, 360, 440, 480, 520, 560].map((y, i) => `<rect x="${560 + (i % 2) * 20}" y="${y}" width="${360 - (i % 2) * 40}" height="${i < 2 ? 18 : 10}" rx="4" fill="${i < 2 ? C.charcoal : '#b9b2a6'}" opacity="${i < 2 ? 0.8 : 0.6}"/>`).join('')}<circle cx="740" cy="670" r="54" fill="${C.gold}"/><circle cx="740" cy="670" r="40" fill="none" stroke="#fff3c9" stroke-width="4"/><path d="M710 720 l -20 70 l 30 -20 l 20 30 l 10 -70 M770 720 l 20 70 l -30 -20 l -20 30" fill="${C.terracotta}"/>`,
      `<g transform="rotate(35 1250 600)" filter="url(#softSmall)"><rect x="1150" y="590" width="220" height="24" rx="12" fill="#1f2a3a"/><path d="M1370 590 l 50 12 l -50 12 z" fill="${C.gold}"/></g>`, sprig(1150, 260, 280, 30, '#8da36a')) },
  // Overviews and programmes: what a topic's page, card or story shows when no venue or treatment stands for it.
  { name: 'gastronomy-table', shows: 'Gastronomy: a shared table of Mediterranean dishes from above, grilled fish, meze bowls, a salad, bread, lemons and glasses of white wine', focusX: 0.5, draw: () => {
    const fish = (x: number, y: number) => `<g filter="url(#soft)"><ellipse cx="${x}" cy="${y}" rx="300" ry="120" fill="#f7f3ec"/></g><path d="M${x - 200} ${y} q 160 -90 330 0 q -170 90 -330 0 z" fill="#b9a48a"/><path d="M${x + 120} ${y} l 80 -55 l -10 55 l 10 55 z" fill="#9f8a70"/>` +
      [-120, -60, 0, 60].map((d) => `<line x1="${x + d - 20}" y1="${y - 40}" x2="${x + d + 20}" y2="${y + 40}" stroke="#5a4636" stroke-width="8" opacity="0.6"/>`).join('') + `<circle cx="${x - 150}" cy="${y - 10}" r="8" fill="#2e2b28"/>` + citrusHalf(x - 40, y + 80, 34, '#e8c94a', '#f6e48f');
    return still(woodTable(C.woodLight, C.wood), fish(760, 470), bowl(300, 250, 110, '#f1ebe0', '#e8d7b4'), `<path d="M250 250 q 50 -40 100 0" stroke="#b98d4e" stroke-width="8" fill="none"/>`,
      bowl(300, 560, 100, '#f1ebe0', '#c8493a'), bowl(1250, 230, 105, '#f1ebe0', '#e9f0e2'), `<path d="M1210 220 q 40 30 80 0" stroke="#7a9b5e" stroke-width="8" fill="none"/>`,
      bowl(1230, 600, 140, '#f1ebe0', '#8fb264'), ...([[1180, 570], [1270, 620], [1220, 650]] as [number, number][]).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="#d6442f"/>`),
      `<g filter="url(#soft)"><ellipse cx="520" cy="850" rx="170" ry="90" fill="#c99a5e"/></g><ellipse cx="520" cy="840" rx="130" ry="60" fill="#e2b878"/>`, glass(1010, 820, 70, '#f1e6a8', 0.6), glass(1150, 860, 70, '#f1e6a8', 0.6), sprig(80, 860, 260, -20, C.olive)); } },
  { name: 'spa-relax', shows: 'ME Spa by L’Occitane: the relaxation room, a still indoor pool, two white loungers, candles and a window onto the garden', focusX: 0.5, draw: () => {
    const water = lin('#8fd3dc', '#2f8096');
    const lounger = (cx: number) => floorShadow(cx, 905, 380) + `<g filter="url(#soft)"><path d="M${cx - 180} 860 L ${cx + 120} 860 L ${cx + 190} 770 L ${cx + 150} 760 L ${cx + 90} 830 L ${cx - 180} 830 Z" fill="#fbf8f2"/></g><rect x="${cx - 170}" y="860" width="14" height="40" fill="${C.woodDark}"/><rect x="${cx + 100}" y="860" width="14" height="40" fill="${C.woodDark}"/><rect x="${cx - 120}" y="812" width="140" height="22" rx="10" fill="${C.sand}"/>`;
    return roomShell('#e7dccb', '#d9cfc1', '#b5a894') + windowWall(560, 120, 480, 400, 'garden') + `${withDefs(water)}<path d="M330 660 H 1270 L 1340 740 H 260 Z" fill="#efe9df"/><path d="M360 670 H 1240 L 1300 730 H 300 Z" fill="url(#${water.id})"/>` +
      `<path d="M420 700 q 60 -10 120 0 t 120 0 M820 690 q 60 -10 120 0 t 120 0" stroke="#fff" stroke-opacity="0.55" stroke-width="5" fill="none"/>` + lounger(420) + lounger(1180) + candle(780, 880, 22) + candle(840, 900, 18) + candle(900, 878, 16) + plant(150, 905, 0.9, '#e9e0d2') + plant(1480, 905, 0.9, '#e9e0d2'); } },
  { name: 'wellbeing-beach', shows: 'Wellbeing: two yoga mats and a meditation cushion on the sand at sunrise, the calm sea beyond', focusX: 0.5, draw: () => {
    const sky = lin('#f6c9a0', '#fbeedd');
    const sea = lin('#7fb7c4', '#2f8096');
    const sand = lin('#ecd9b6', '#d6ba8c');
    return `${withDefs(sky, sea, sand)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><circle cx="1100" cy="470" r="80" fill="#fff3d6"/><circle cx="1100" cy="470" r="170" fill="#fff3d6" opacity="0.35" filter="url(#blur40)"/>` +
      `<rect y="480" width="${W}" height="140" fill="url(#${sea.id})"/><path d="M1020 510 h160 M1050 545 h100" stroke="#fff4dc" stroke-opacity="0.7" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M0 600 Q 800 570 1600 610 V ${H} H 0 Z" fill="url(#${sand.id})"/><path d="M0 612 Q 800 585 1600 622" stroke="#fff" stroke-opacity="0.6" stroke-width="6" fill="none"/>` +
      `<g filter="url(#soft)"><path d="M330 700 H 630 L 700 960 H 240 Z" fill="${C.olive}"/><path d="M800 700 H 1100 L 1190 960 H 730 Z" fill="${C.sea}"/></g>` +
      `<g filter="url(#soft)"><ellipse cx="1350" cy="860" rx="120" ry="60" fill="${C.terracotta}"/></g><ellipse cx="1350" cy="850" rx="80" ry="34" fill="#d98a66"/>` + `<path d="M160 740 q 30 -40 70 -10 M1460 700 q 20 -30 50 -6" stroke="#c9ad80" stroke-width="5" fill="none"/>`; } },
  { name: 'sleep-well', shows: 'Sleep Well: a bed at night with a choice of pillows, the curtains drawn, a lavender sachet and a cup of camomile tea on the nightstand', focusX: 0.4, draw: () =>
    roomShell('#c9c3d6', '#8c7f73', '#5f554c') + `<rect x="980" y="120" width="500" height="480" fill="#3a4466"/><rect x="960" y="110" width="540" height="20" fill="#2b3350"/>` +
    `<path d="M980 130 q 40 240 10 480 h 260 q -30 -240 0 -480 z M1230 130 q 30 240 0 480 h 250 q 20 -240 0 -480 z" fill="#5b6690"/>` + `<rect width="${W}" height="${H}" fill="#1b2035" opacity="0.28"/>` +
    nightstand(250) + bed(620, 560, { head: '#8f8aa6', duvet: '#eeeaf2', throwColor: '#7660a8', pillows: 4 }) +
    cup(250, 760 - 20, 26, '#e8c873') + lavender(180, 770, 120, -10) + `<ellipse cx="620" cy="140" rx="700" ry="120" fill="#000" opacity="0.12" filter="url(#blur40)"/>` },
  { name: 'bike-coast-road', shows: 'Cosmo Bike: a bicycle on the coast road at sunrise, the sea and the foothills behind', focusX: 0.45, draw: () => {
    const sky = lin('#f3c6a4', '#f8ead7');
    const sea = lin('#6fb0c0', '#2f8096');
    return `${withDefs(sky, sea)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><circle cx="300" cy="330" r="70" fill="#fff1d0"/>` +
      `<path d="M0 420 C 300 300 500 360 760 300 S 1300 330 1600 280 V 520 H 0 Z" fill="#9aa37a"/><path d="M600 520 C 900 420 1200 470 1600 400 V 560 H 600 Z" fill="#7d8a5c"/>` +
      `<rect y="520" width="${W}" height="150" fill="url(#${sea.id})"/><path d="M220 560 h150 M260 600 h90" stroke="#fff4dc" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/>` +
      `<rect y="670" width="${W}" height="${H - 670}" fill="#8f8b84"/><path d="M0 800 H ${W}" stroke="#f4efe6" stroke-width="10" stroke-dasharray="90 70"/><rect y="670" width="${W}" height="14" fill="#d9cfc0"/>` +
      bicycle(520, 930) + `<g filter="url(#softSmall)"><path d="M1150 930 a 60 45 0 0 1 120 0 z" fill="${C.sea}"/></g>`; } },
  { name: 'garden-path', shows: 'Anthophyta: a gravel path between lavender, rosemary and pink oleander, and a café table with two glasses of lemonade and a slice of lemon cake', focusX: 0.55, draw: () => {
    const sky = lin('#b9dcea', '#eef1e4');
    const bush = (cx: number, cy: number, rw: number, pink: boolean) => `<ellipse cx="${cx}" cy="${cy}" rx="${rw}" ry="${rw * 0.75}" fill="${pink ? '#5f7a45' : '#6f8a58'}"/>` +
      (pink ? Array.from({ length: 14 }, (_, i) => `<circle cx="${r(cx + Math.cos(i * 2.4) * rw * 0.7)}" cy="${r(cy + Math.sin(i * 2.4) * rw * 0.5)}" r="14" fill="#e58aa8"/>`).join('') : '');
    const lavRow = (y: number, x0: number, x1: number) => Array.from({ length: Math.round((x1 - x0) / 40) }, (_, i) => `<path d="M${x0 + i * 40} ${y} q -6 -50 0 -90" stroke="${C.olive}" stroke-width="5" fill="none"/><ellipse cx="${x0 + i * 40}" cy="${y - 95}" rx="10" ry="24" fill="${i % 2 ? '#8c78b8' : '#7660a8'}"/>`).join('');
    return `${withDefs(sky)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><rect y="430" width="${W}" height="${H - 430}" fill="#8fae6a"/>` +
      bush(160, 400, 180, true) + bush(480, 380, 150, false) + bush(1150, 390, 170, true) + bush(1450, 410, 160, false) +
      `<path d="M700 ${H} L 780 440 H 840 L 980 ${H} Z" fill="#e3d3b3"/>` + lavRow(720, 40, 660) + lavRow(720, 1010, 1600) + lavRow(900, 0, 560) +
      floorShadow(1250, 925, 260) + `<ellipse cx="1250" cy="800" rx="150" ry="34" fill="#f4efe6" filter="url(#softSmall)"/><rect x="1242" y="800" width="16" height="120" fill="${C.charcoal}"/>` +
      `<rect x="1170" y="730" width="40" height="66" rx="6" fill="#f6eeb0" opacity="0.9"/><rect x="1230" y="730" width="40" height="66" rx="6" fill="#f6eeb0" opacity="0.9"/><path d="M1290 790 l 60 -30 l 10 30 z" fill="#f2d77a"/>`; } },
  { name: 'early-booking', shows: 'Early booking: a calendar page with a summer date ringed, sunglasses, a straw hat and a passport on a striped beach towel', focusX: 0.32, draw: () => {
    let stripes = `<rect width="${W}" height="${H}" fill="#f1e7d6"/>`;
    for (let i = 0; i < 10; i++) stripes += `<rect x="0" y="${i * 100 + 25}" width="${W}" height="50" fill="${i % 3 === 2 ? C.terracotta : C.sea}" opacity="0.8"/>`;
    let grid = '';
    for (let row = 0; row < 5; row++) for (let col = 0; col < 7; col++) grid += `<rect x="${270 + col * 62}" y="${330 + row * 62}" width="48" height="40" rx="4" fill="#e9e4da"/>`;
    const hat = `<g filter="url(#soft)"><circle cx="1180" cy="330" r="230" fill="#e7c98a"/></g><circle cx="1180" cy="330" r="130" fill="#d9b56e"/><circle cx="1180" cy="330" r="138" fill="none" stroke="${C.terracotta}" stroke-width="22"/>`;
    const shades = `<g filter="url(#softSmall)"><ellipse cx="980" cy="760" rx="90" ry="64" fill="#1f2a3a"/><ellipse cx="1200" cy="760" rx="90" ry="64" fill="#1f2a3a"/><path d="M1068 750 q 22 -20 44 0" stroke="#1f2a3a" stroke-width="12" fill="none"/></g><path d="M940 730 q 30 -20 60 0" stroke="#fff" stroke-opacity="0.4" stroke-width="6" fill="none"/>`;
    return `${stripes}${daylight()}<g filter="url(#soft)"><rect x="230" y="200" width="500" height="500" rx="10" fill="#fbf8f2"/></g><rect x="230" y="200" width="500" height="100" rx="10" fill="${C.terracotta}"/>${grid}` +
      `<ellipse cx="${270 + 4 * 62 + 24}" cy="${330 + 2 * 62 + 20}" rx="44" ry="36" fill="none" stroke="${C.terracotta}" stroke-width="8"/>` + hat + shades +
      `<g filter="url(#soft)"><rect x="420" y="760" width="200" height="150" rx="10" fill="#7a2433" transform="rotate(-12 520 835)"/></g><circle cx="515" cy="835" r="30" fill="none" stroke="${C.gold}" stroke-width="6"/>`; } },
];

const root = join(__dirname, '..', 'media', 'images');

function svg(ill: Illustration): string {
  uid = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DEFS}${ill.draw()}<rect width="${W}" height="${H}" fill="url(#vignette)" opacity="0.5"/></svg>`;
}

async function main() {
  mkdirSync(root, { recursive: true });
  const only = process.argv.slice(2);
  for (const ill of ILLUSTRATIONS) {
    if (only.length && !only.includes(ill.name)) continue;
    const raster = await sharp(Buffer.from(svg(ill)), { density: 72 * 1.2 }).resize(1920, 1200).png().toBuffer();
    const jpeg = (s: Sharp) => s.jpeg({ quality: 84, mozjpeg: true, progressive: true, chromaSubsampling: '4:4:4' });
    await jpeg(sharp(raster)).toFile(join(root, `${ill.name}.jpg`));
    const w = 800;
    const left = Math.max(0, Math.min(1920 - w, Math.round(1920 * ill.focusX - w / 2)));
    await jpeg(sharp(raster).extract({ left, top: 0, width: w, height: 1200 })).toFile(join(root, `${ill.name}-portrait.jpg`));
  }
  console.log(`${only.length || ILLUSTRATIONS.length} illustrations written`);
}

if (require.main === module) void main();
