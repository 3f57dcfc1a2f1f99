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

// Bathrooms, balconies, terraces and corners (elevations, for the rooms' own galleries).

/** A repeatable pseudo-random number in [0, 1) for the n-th thing of a drawing. */
const rnd = (n: number) => {
  const s = Math.sin(n * 12.9898 + 78.233) * 43758.5453;
  return s - Math.floor(s);
};
/** A rectangle of tiles: the fill and its grout lines (`brick` offsets every other row). */
function tiles(x: number, y: number, w: number, h: number, fill: string, tw: number, th: number, brick = false, grout = 0.07): string {
  let lines = '';
  let row = 0;
  for (let yy = y; yy < y + h - 1; yy += th, row++) {
    if (yy > y) lines += `<line x1="${x}" y1="${r(yy)}" x2="${x + w}" y2="${r(yy)}"/>`;
    for (let xx = x + tw - (brick && row % 2 ? tw / 2 : 0); xx < x + w - 1; xx += tw) lines += `<line x1="${r(xx)}" y1="${r(yy)}" x2="${r(xx)}" y2="${r(Math.min(yy + th, y + h))}"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/><g stroke="#000" stroke-opacity="${grout}" stroke-width="2">${lines}</g>`;
}
/** Small handmade glazed tiles (zellige): each a touch lighter or darker than the next. */
function zellige(x: number, y: number, w: number, h: number, color: string, size = 46): string {
  let s = '';
  let n = 0;
  for (let yy = y; yy < y + h; yy += size) for (let xx = x; xx < x + w; xx += size) s += `<rect x="${r(xx + 1.5)}" y="${r(yy + 1.5)}" width="${r(Math.min(size, x + w - xx) - 3)}" height="${r(Math.min(size, y + h - yy) - 3)}" rx="3" fill="${shade(color, (rnd(++n) - 0.5) * 0.22)}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#e9e4da"/>${s}`;
}
/** Soft grey veins of marble across a rectangle. */
function veins(x: number, y: number, w: number, h: number, seed: number, color = '#a9a199', n = 5): string {
  const clip = id('clip');
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = rnd(seed + i * 3), b = rnd(seed + i * 3 + 1), c = rnd(seed + i * 3 + 2);
    const dir = i % 2 ? -1 : 1;
    const x0 = x + w * a, x1 = x0 + dir * h * (0.3 + b * 0.6);
    const d = `M${r(x0)} ${y} C ${r(x0 + dir * h * 0.1 + (c - 0.5) * h * 0.6)} ${r(y + h * 0.3)} ${r(x1 - dir * h * 0.1 + (b - 0.5) * h * 0.6)} ${r(y + h * 0.7)} ${r(x1)} ${y + h}`;
    s += `<path d="${d}" stroke="${color}" stroke-opacity="${r(0.18 + c * 0.2)}" stroke-width="${r(3 + b * 5)}" fill="none" filter="url(#blur4)"/><path d="${d}" stroke="${color}" stroke-opacity="0.25" stroke-width="1.2" fill="none"/>`;
  }
  return `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs><g clip-path="url(#${clip})">${s}</g>`;
}
/** A floor of large tiles or slabs in perspective, from the foot of the back wall to the bottom of the frame. */
function tileFloor(floor: string, floorDark: string, rows = 7, marble = false): string {
  const g = lin(floor, floorDark);
  let lines = '';
  for (let i = -14; i <= 14; i++) lines += `<line x1="${W / 2 + i * 110}" y1="${HORIZON}" x2="${W / 2 + i * 380}" y2="${H}"/>`;
  for (let k = 1; k < rows; k++) {
    const y = HORIZON + (H - HORIZON) * Math.pow(k / rows, 1.45);
    lines += `<line x1="0" y1="${r(y)}" x2="${W}" y2="${r(y)}"/>`;
  }
  return `${withDefs(g)}<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#${g.id})"/>${marble ? veins(0, HORIZON, W, H - HORIZON, 41, '#b3aba0', 7) : ''}` +
    `<g stroke="${floorDark}" stroke-opacity="0.4" stroke-width="2">${lines}</g><rect y="${HORIZON - 6}" width="${W}" height="8" fill="#000" opacity="0.06"/>`;
}
/** A floor of boards in perspective, as in `roomShell`, for rooms with walls of their own. */
function boardFloor(floor: string, floorDark: string): string {
  const gf = lin(floor, floorDark);
  let boards = '';
  for (let i = -12; i <= 12; i++) boards += `<line x1="${W / 2 + i * 70}" y1="${HORIZON}" x2="${W / 2 + i * 260}" y2="${H}" stroke="${floorDark}" stroke-opacity="0.3" stroke-width="2"/>`;
  return `${withDefs(gf)}<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#${gf.id})"/>${boards}<rect y="${HORIZON - 6}" width="${W}" height="8" fill="#000" opacity="0.06"/>`;
}
/** A band of light on a wall or floor, as from a window out of frame. */
const glow = (cx: number, cy: number, rx: number, ry: number, color = '#fff6dc', o = 0.45) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" opacity="${o}" filter="url(#blur40)"/>`;

/** A walk-in rain shower: a tiled recess, a rain head on its ceiling arm with the water falling, a mixer, a stone tray and a framed glass wall in front. */
function rainShower(x: number, w: number, base: number, tile: string, metal = C.charcoal): string {
  const cx = x + w / 2;
  const head = 170;
  let water = '';
  for (let i = 0; i < 17; i++) {
    const x1 = cx - 96 + i * 12, x2 = cx - 130 + i * 16.2;
    water += `<line x1="${r(x1)}" y1="${head + 22}" x2="${r(x2)}" y2="${base - 34}" stroke-dasharray="${34 + (i % 4) * 14} ${16 + (i % 3) * 10}" stroke-dashoffset="${i * 23}"/>`;
  }
  const clip = id('clip');
  const gx = x - 40, gw = w + 80, gy = 70;
  return zellige(x, 0, w, HORIZON, tile) + `<rect x="${x}" y="0" width="${w}" height="${HORIZON}" fill="#000" opacity="0.06"/>` +
    `<path d="M${x} ${HORIZON} H ${x + w} L ${x + w + 40} ${base - 12} H ${x - 40} Z" fill="#ddd6ca"/><path d="M${x + 30} ${HORIZON + 30} H ${x + w - 30}" stroke="#8d857a" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="${x + w * 0.78 - 10}" y="${HORIZON - 250}" width="20" height="70" rx="10" fill="${metal}"/><circle cx="${x + w * 0.78}" cy="${HORIZON - 170}" r="26" fill="${metal}"/><rect x="${x + w * 0.78 - 4}" y="${HORIZON - 214}" width="8" height="40" rx="4" fill="${metal}"/>` +
    `<rect x="${x + 40}" y="${HORIZON - 300}" width="120" height="80" fill="#000" opacity="0.14"/>` + flask(x + 75, HORIZON - 220, 34, 64, '#f3efe6', C.charcoal, 0.3, true) + flask(x + 122, HORIZON - 220, 30, 54, '#c9b18c', C.charcoal, 0.3, true) +
    `<rect x="${cx - 5}" y="0" width="10" height="${head}" fill="${metal}"/><rect x="${cx - 110}" y="${head}" width="220" height="18" rx="6" fill="${metal}" filter="url(#softSmall)"/><rect x="${cx - 104}" y="${head + 16}" width="208" height="5" rx="2" fill="#cfd8da"/>` +
    `<path d="M${cx - 100} ${head + 22} L ${cx + 100} ${head + 22} L ${cx + 135} ${base - 34} L ${cx - 135} ${base - 34} Z" fill="#dff1f4" opacity="0.28" filter="url(#blur12)"/>` +
    `<g stroke="#ffffff" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round">${water}</g>` +
    `<defs><clipPath id="${clip}"><rect x="${gx}" y="${gy}" width="${gw}" height="${base - gy}"/></clipPath></defs>` +
    `<rect x="${gx}" y="${gy}" width="${gw}" height="${base - gy}" fill="#e8f4f6" opacity="0.14"/><g clip-path="url(#${clip})" fill="#fff" opacity="0.22"><path d="M${gx + 60} ${gy} h90 l -300 ${base - gy} h-90 z"/><path d="M${gx + 210} ${gy} h34 l -300 ${base - gy} h-34 z"/><path d="M${gx + gw - 40} ${gy} h60 l -300 ${base - gy} h-60 z"/></g>` +
    `<g fill="none" stroke="${metal}" stroke-width="8"><rect x="${gx}" y="${gy}" width="${gw}" height="${base - gy}"/><path d="M${gx} ${gy + (base - gy) * 0.42} H ${gx + gw} M${gx + gw * 0.56} ${gy} V ${base}"/></g>` +
    `<rect x="${gx + gw * 0.56 + 14}" y="${gy + (base - gy) * 0.5}" width="10" height="120" rx="5" fill="${metal}"/>` +
    `<rect x="${gx - 10}" y="${base - 8}" width="${gw + 20}" height="14" rx="4" fill="#cfc7ba"/>`;
}
/** An upright bottle or jar, seen from the side: body, shoulders, neck and cap (a pump if `pump`), with a highlight. */
function flask(cx: number, base: number, w: number, h: number, body: string, cap = C.charcoal, neck = 0.35, pump = false): string {
  const top = base - h;
  const hl = `<rect x="${r(cx - w * 0.32)}" y="${r(base - h * 0.62)}" width="${r(Math.max(3, w * 0.12))}" height="${r(h * 0.45)}" rx="${r(w * 0.06)}" fill="#fff" opacity="0.35"/>`;
  if (neck >= 0.9) return `<g filter="url(#softSmall)"><rect x="${cx - w / 2}" y="${r(top + h * 0.18)}" width="${w}" height="${r(h * 0.82)}" rx="${r(w * 0.14)}" fill="${body}"/></g><rect x="${r(cx - w * 0.52)}" y="${top}" width="${r(w * 1.04)}" height="${r(h * 0.2)}" rx="${r(w * 0.08)}" fill="${cap}"/>${hl}`;
  const nw = w * neck, sh = base - h * 0.68;
  const path = `M${r(cx - w / 2)} ${base} V ${r(sh + w * 0.25)} Q ${r(cx - w / 2)} ${r(sh)} ${r(cx - nw / 2)} ${r(sh - w * 0.2)} V ${r(top + h * 0.1)} H ${r(cx + nw / 2)} V ${r(sh - w * 0.2)} Q ${r(cx + w / 2)} ${r(sh)} ${r(cx + w / 2)} ${r(sh + w * 0.25)} V ${base} Z`;
  const capS = pump
    ? `<rect x="${r(cx - nw * 0.7)}" y="${r(top + h * 0.02)}" width="${r(nw * 1.4)}" height="${r(h * 0.12)}" rx="3" fill="${cap}"/><rect x="${r(cx - 3)}" y="${r(top - h * 0.1)}" width="6" height="${r(h * 0.12)}" fill="${cap}"/><rect x="${r(cx - 3)}" y="${r(top - h * 0.1)}" width="${r(w * 0.45)}" height="6" rx="3" fill="${cap}"/>`
    : `<rect x="${r(cx - nw * 0.65)}" y="${r(top)}" width="${r(nw * 1.3)}" height="${r(h * 0.14)}" rx="3" fill="${cap}"/>`;
  return `<g filter="url(#softSmall)"><path d="${path}" fill="${body}"/></g>${capS}${hl}`;
}
/** A round mirror on the wall, framed, catching the light. */
function roundMirror(cx: number, cy: number, R: number, frame = C.gold): string {
  const g = lin('#f4f1ea', '#d7d3ca', false);
  return `${withDefs(g)}<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#${g.id})" stroke="${frame}" stroke-width="10" filter="url(#soft)"/><path d="M${r(cx - R * 0.55)} ${r(cy + R * 0.1)} L ${r(cx + R * 0.05)} ${r(cy - R * 0.62)} L ${r(cx + R * 0.2)} ${r(cy - R * 0.52)} L ${r(cx - R * 0.4)} ${r(cy + R * 0.22)} Z M${r(cx - R * 0.3)} ${r(cy + R * 0.32)} L ${r(cx + R * 0.3)} ${r(cy - R * 0.42)} L ${r(cx + R * 0.36)} ${r(cy - R * 0.36)} L ${r(cx - R * 0.24)} ${r(cy + R * 0.38)} Z" fill="#fff" opacity="0.35"/>`;
}
/** A mirror with an arched top. */
function archMirror(cx: number, top: number, w: number, h: number, frame = C.gold): string {
  const g = lin('#f6f4ef', '#d9d5cc', false);
  const d = `M${cx - w / 2} ${top + h} V ${top + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${cx + w / 2} ${top + w / 2} V ${top + h} Z`;
  return `${withDefs(g)}<path d="${d}" fill="url(#${g.id})" stroke="${frame}" stroke-width="9" filter="url(#soft)"/><path d="M${cx - w * 0.32} ${top + h * 0.7} L ${cx + w * 0.08} ${top + h * 0.28} L ${cx + w * 0.2} ${top + h * 0.31} L ${cx - w * 0.2} ${top + h * 0.73} Z M${cx - w * 0.16} ${top + h * 0.8} L ${cx + w * 0.24} ${top + h * 0.38} L ${cx + w * 0.28} ${top + h * 0.41} L ${cx - w * 0.12} ${top + h * 0.83} Z" fill="#fff" opacity="0.35"/>`;
}
/** A wall light: a small brass arm and a glowing linen shade. */
function sconce(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="110" fill="${C.goldLight}" opacity="0.35" filter="url(#blur40)"/><rect x="${cx - 10}" y="${cy + 20}" width="20" height="34" rx="6" fill="${C.gold}"/><path d="M${cx - 32} ${cy + 26} L ${cx - 24} ${cy - 34} H ${cx + 24} L ${cx + 32} ${cy + 26} Z" fill="#f7ead0" filter="url(#softSmall)"/>`;
}
/** A pillar candle from the side, lit. */
function pillarCandle(cx: number, base: number, w: number, h: number): string {
  return `<circle cx="${cx}" cy="${base - h - 14}" r="${w * 1.6}" fill="${C.goldLight}" opacity="0.4" filter="url(#blur12)"/><rect x="${cx - w / 2}" y="${base - h}" width="${w}" height="${h}" rx="4" fill="#fbf6ec" filter="url(#softSmall)"/><path d="M${cx} ${base - h - 4} q -8 -12 0 -26 q 8 14 0 26 z" fill="${C.gold}"/><line x1="${cx}" y1="${base - h}" x2="${cx}" y2="${base - h - 6}" stroke="${C.charcoal}" stroke-width="2"/>`;
}
/** A stone basin (a bowl on the counter) with a brass tap rising beside it and arching over. */
function vesselBasin(cx: number, counter: number, w: number, color = '#d9d2c6', tap = C.gold, rise = 100): string {
  const bh = w * 0.36;
  const tx = cx + w / 2 + 22;
  return `<g filter="url(#softSmall)"><path d="M${cx - w / 2} ${counter - bh} H ${cx + w / 2} Q ${cx + w / 2} ${counter} ${cx + w * 0.22} ${counter} H ${cx - w * 0.22} Q ${cx - w / 2} ${counter} ${cx - w / 2} ${counter - bh} Z" fill="${color}"/></g>` +
    `<ellipse cx="${cx}" cy="${counter - bh}" rx="${w / 2}" ry="9" fill="${shade(color, -0.18)}"/><path d="M${cx - w * 0.38} ${counter - bh * 0.6} Q ${cx - w * 0.3} ${counter - bh * 0.15} ${cx - w * 0.1} ${counter - bh * 0.12}" stroke="#fff" stroke-opacity="0.45" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M${tx} ${counter} V ${counter - bh - rise + 30} Q ${tx} ${counter - bh - rise} ${tx - 30} ${counter - bh - rise} H ${cx + w * 0.12} V ${counter - bh - rise + 18}" stroke="${tap}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="${tx - 14}" y="${counter - 50}" width="28" height="12" rx="4" fill="${tap}"/>`;
}
/** A wooden washstand: a stone top, a drawer, slim legs and an open shelf near the floor. */
function washstand(x: number, w: number, top: number, base: number, wood = C.wood, stone = '#e7e0d3'): string {
  const g = lin(shade(wood, 0.08), shade(wood, -0.12));
  const shelf = base - 70;
  return floorShadow(x + w / 2, base + 4, w * 1.05) + `${withDefs(g)}<g filter="url(#soft)"><rect x="${x}" y="${top + 22}" width="${w}" height="100" fill="url(#${g.id})"/><rect x="${x + 6}" y="${top + 22}" width="18" height="${base - top - 22}" fill="${shade(wood, -0.15)}"/><rect x="${x + w - 24}" y="${top + 22}" width="18" height="${base - top - 22}" fill="${shade(wood, -0.15)}"/><rect x="${x + 6}" y="${shelf}" width="${w - 12}" height="16" fill="${shade(wood, -0.05)}"/></g>` +
    `<rect x="${x + 30}" y="${top + 38}" width="${w - 60}" height="68" rx="4" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><rect x="${x + w / 2 - 40}" y="${top + 67}" width="80" height="10" rx="5" fill="${C.gold}"/>` +
    `<rect x="${x - 12}" y="${top}" width="${w + 24}" height="24" rx="3" fill="${stone}" filter="url(#softSmall)"/><rect x="${x - 12}" y="${top}" width="${w + 24}" height="5" fill="#fff" opacity="0.5"/>`;
}
/** Folded towels stacked on a shelf or stool. */
function towelStack(cx: number, base: number, w: number, n = 3, colors = ['#fbfaf7', '#f3f1ec']): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = base - (i + 1) * 28;
    const c = colors[i % colors.length] ?? C.white;
    s += `<rect x="${cx - w / 2 + (i % 2) * 4}" y="${y}" width="${w - 6}" height="28" rx="12" fill="${c}" filter="url(#softSmall)"/><path d="M${cx - w / 2 + 14} ${y + 14} H ${cx + w / 2 - 18}" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`;
  }
  return s;
}
/** A towel hanging over a bar: the front fall with its folds and a shadowed back layer. */
function hangingTowel(cx: number, bar: number, w: number, len: number, color = '#fbfaf7'): string {
  return `<g filter="url(#softSmall)"><rect x="${cx - w / 2 + 8}" y="${bar}" width="${w - 16}" height="${len * 0.8}" rx="10" fill="${shade(color, -0.1)}"/><rect x="${cx - w / 2}" y="${bar - 6}" width="${w}" height="${len}" rx="12" fill="${color}"/></g>` +
    `<path d="M${cx - w * 0.2} ${bar + 10} V ${bar + len - 16} M${cx + w * 0.15} ${bar + 16} V ${bar + len - 22}" stroke="#000" stroke-opacity="0.05" stroke-width="6"/><rect x="${cx - w / 2}" y="${bar + len - 40}" width="${w}" height="10" fill="#000" opacity="0.05"/>`;
}
/** A wooden ladder towel rail leaning on the wall, with towels over its rungs. */
function towelLadder(cx: number, base: number, h: number, towels: string[] = ['#fbfaf7', '#f4f1ea']): string {
  const top = base - h;
  const lean = 24;
  let rungs = '';
  for (let i = 1; i <= 4; i++) rungs += `<rect x="${r(cx - 50 + (lean * i) / 5)}" y="${r(top + (h * i) / 5)}" width="100" height="10" rx="5" fill="${C.woodDark}"/>`;
  return floorShadow(cx + 10, base + 2, 170, 0.2) + `<g filter="url(#softSmall)"><path d="M${cx - 50 + lean} ${top} L ${cx - 50} ${base}" stroke="${C.wood}" stroke-width="14" stroke-linecap="round"/><path d="M${cx + 50 + lean} ${top} L ${cx + 50} ${base}" stroke="${C.wood}" stroke-width="14" stroke-linecap="round"/>${rungs}</g>` +
    hangingTowel(cx + lean * 0.8, top + h * 0.2 + 2, 120, 210, towels[0]) + hangingTowel(cx + lean * 0.4, top + h * 0.6 + 2, 116, 140, towels[1] ?? towels[0]);
}
/** A freestanding tub with rolled rim and a hint of water. */
function freestandingTub(cx: number, base: number, w: number, color = '#fbfaf7'): string {
  const h = w * 0.38;
  const top = base - h;
  const g = lin(color, shade(color, -0.1), false);
  return floorShadow(cx, base + 4, w * 1.02, 0.3) + `${withDefs(g)}<path d="M${cx - w / 2} ${top} H ${cx + w / 2} Q ${cx + w / 2} ${base - h * 0.05} ${cx + w * 0.22} ${base} H ${cx - w * 0.22} Q ${cx - w / 2} ${base - h * 0.05} ${cx - w / 2} ${top} Z" fill="url(#${g.id})" filter="url(#soft)"/>` +
    `<rect x="${cx - w / 2 - 6}" y="${top - 10}" width="${w + 12}" height="22" rx="11" fill="${color}"/><rect x="${cx - w / 2 + 20}" y="${top - 4}" width="${w - 40}" height="10" rx="5" fill="#bfe0e6"/>` +
    `<path d="M${cx - w * 0.4} ${top + h * 0.3} Q ${cx - w * 0.38} ${base - h * 0.25} ${cx - w * 0.2} ${base - h * 0.1}" stroke="#fff" stroke-opacity="0.7" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}
/** A floor-standing brass tub filler, its spout over the rim. */
function tubFiller(x: number, base: number, h: number, toward = -1, metal = C.gold): string {
  return `<path d="M${x} ${base} V ${base - h} q 0 -40 ${toward * 40} -40 h ${toward * 40} v 24" stroke="${metal}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round" filter="url(#softSmall)"/><ellipse cx="${x}" cy="${base}" rx="26" ry="8" fill="${metal}"/><rect x="${x - 16}" y="${base - h * 0.55}" width="32" height="12" rx="5" fill="${metal}"/>`;
}

/** A full-width backdrop of sky and sea above `horizon`, at sunrise (a low sun, a path of light) or by day. */
function seaBackdrop(horizon: number, bottom: number, sunX: number, sunrise = false): string {
  const sky = id('g');
  const stops = sunrise ? [['0', '#a9bfd6'], ['0.55', '#f3c9a8'], ['1', '#fde3bd']] : [['0', '#8fc7dc'], ['0.7', '#d9ecee'], ['1', '#f5ead6']];
  const seaG = sunrise ? lin('#d9bcb2', '#4a7489') : lin('#4d9fb2', C.seaDeep);
  const sunY = sunrise ? horizon - 34 : horizon - 260;
  let glitter = '';
  for (let i = 0; i < 9; i++) {
    const y = horizon + 14 + i * i * 5 + i * 8;
    const half = 40 + i * 16 + (i % 2) * 20;
    glitter += `<path d="M${r(sunX - half + (i % 3) * 12)} ${r(y)} h${r(half * 2 - 24)}"/>`;
  }
  return `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient></defs>${withDefs(seaG)}` +
    `<rect width="${W}" height="${horizon}" fill="url(#${sky})"/><circle cx="${sunX}" cy="${sunY}" r="${sunrise ? 220 : 160}" fill="${sunrise ? '#ffd9a3' : '#fff6df'}" opacity="0.55" filter="url(#blur40)"/><circle cx="${sunX}" cy="${sunY}" r="${sunrise ? 56 : 44}" fill="#fff3d2"/>` +
    (sunrise ? `<path d="M0 ${horizon} q 120 -62 260 -50 t 200 50 Z" fill="#8d7f96" opacity="0.8"/><path d="M${W} ${horizon} q -120 -36 -240 -28 t -180 28 Z" fill="#a495a8" opacity="0.6"/>`
      : `<path d="M0 ${horizon} q 160 -70 360 -52 t 300 40 V ${horizon} Z" fill="#8fa79a" opacity="0.75"/><path d="M${W} ${horizon} q -120 -40 -260 -30 t -200 30 Z" fill="#a3b8ad" opacity="0.6"/>`) +
    `<rect y="${horizon}" width="${W}" height="${bottom - horizon}" fill="url(#${seaG.id})"/><g stroke="${sunrise ? '#fff0cf' : '#ffffff'}" stroke-opacity="${sunrise ? 0.75 : 0.45}" stroke-width="6" stroke-linecap="round">${glitter}</g>` +
    `<path d="M0 ${horizon + 60} h 180 M 1200 ${horizon + 90} h 160 M 300 ${horizon + 150} h 120" stroke="#fff" stroke-opacity="0.25" stroke-width="4" stroke-linecap="round"/>`;
}
/** Wooden decking boards from `y` to the bottom of the frame, running along the view. */
function decking(y: number, wood = '#b88b60', dark = '#8e6744'): string {
  const g = lin(wood, dark);
  let lines = '';
  for (let i = 1; i < 14; i++) {
    const yy = y + (H - y) * Math.pow(i / 14, 1.35);
    lines += `<line x1="0" y1="${r(yy)}" x2="${W}" y2="${r(yy)}" stroke-width="${r(1.5 + i * 0.25)}"/>`;
  }
  return `${withDefs(g)}<rect y="${y}" width="${W}" height="${H - y}" fill="url(#${g.id})"/><g stroke="${dark}" stroke-opacity="0.55">${lines}</g>`;
}
/** Stone or terracotta paving in perspective from `y` down. */
function paving(y: number, stone: string, dark: string, vpY = y - 140): string {
  const g = lin(stone, dark);
  let lines = '';
  const depth = H - y;
  for (let i = -16; i <= 16; i++) {
    const x0 = W / 2 + i * 95;
    const x1 = W / 2 + (x0 - W / 2) * (H - vpY) / (y - vpY);
    lines += `<line x1="${r(x0)}" y1="${y}" x2="${r(x1)}" y2="${H}"/>`;
  }
  for (let k = 1; k < 8; k++) lines += `<line x1="0" y1="${r(y + depth * Math.pow(k / 8, 1.4))}" x2="${W}" y2="${r(y + depth * Math.pow(k / 8, 1.4))}"/>`;
  return `${withDefs(g)}<rect y="${y}" width="${W}" height="${depth}" fill="url(#${g.id})"/><g stroke="${dark}" stroke-opacity="0.45" stroke-width="2">${lines}</g>`;
}
/** A glass balustrade with a wooden handrail and slim posts. */
function glassRail(top: number, bottom: number, x0 = 0, x1 = W): string {
  let posts = '';
  for (let x = x0 + 20; x < x1; x += 300) posts += `<rect x="${x - 5}" y="${top}" width="10" height="${bottom - top}" fill="#9aa3a6"/>`;
  return `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" fill="#dff0f3" opacity="0.22"/><g fill="#fff" opacity="0.22">${Array.from({ length: Math.ceil((x1 - x0) / 300) }, (_, i) => `<path d="M${x0 + 80 + i * 300} ${top} h50 l -60 ${bottom - top} h-50 z"/>`).join('')}</g>${posts}` +
    `<rect x="${x0}" y="${top - 14}" width="${x1 - x0}" height="20" rx="6" fill="${C.wood}" filter="url(#softSmall)"/><rect x="${x0}" y="${bottom - 8}" width="${x1 - x0}" height="12" fill="#8d949a"/>`;
}
/** A painted iron balustrade: rails, balusters and a scroll in every bay. */
function ironRail(top: number, bottom: number, color = '#33402f', x0 = 0, x1 = W): string {
  let bars = '';
  for (let x = x0 + 12; x < x1; x += 34) bars += `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}"/>`;
  let scrolls = '';
  for (let x = x0 + 114; x < x1; x += 204) scrolls += `<circle cx="${x}" cy="${(top + bottom) / 2}" r="24" fill="none"/>`;
  return `<g stroke="${color}" stroke-width="6" filter="url(#softSmall)">${bars}${scrolls}<line x1="${x0}" y1="${top + 26}" x2="${x1}" y2="${top + 26}" stroke-width="5"/></g><rect x="${x0}" y="${top - 10}" width="${x1 - x0}" height="16" rx="8" fill="${color}"/><rect x="${x0}" y="${bottom - 6}" width="${x1 - x0}" height="12" fill="${color}"/>`;
}
/** A sun lounger from the side, its back raised at the left end: slatted wooden frame, a linen cushion, a folded towel. */
function lounger(x: number, base: number, len: number, cushion = '#f6f1e8', towel: string | null = C.sea, wood = C.wood): string {
  const seat = base - len * 0.17;
  const hinge = x + len * 0.3;
  const backTop = { x: x + len * 0.07, y: base - len * 0.52 };
  return floorShadow(x + len / 2, base + 4, len * 1.05, 0.28) +
    `<g filter="url(#soft)"><path d="M${x + 20} ${seat} H ${x + len} " stroke="${wood}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M${x + 34} ${seat} V ${base} M${x + len - 30} ${seat} V ${base}" stroke="${shade(wood, -0.2)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M${hinge} ${seat - 6} L ${backTop.x} ${backTop.y}" stroke="${shade(wood, -0.1)}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${hinge + 30} ${seat - 26} H ${x + len - 12} M${hinge + 24} ${seat - 26} L ${backTop.x + 20} ${backTop.y + 6}" stroke="${cushion}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>` +
    `<path d="M${hinge + 24} ${seat - 26} L ${backTop.x + 20} ${backTop.y + 6}" stroke="#000" stroke-opacity="0.06" stroke-width="10" stroke-linecap="round"/>` +
    (towel ? `<rect x="${x + len * 0.66}" y="${seat - 58}" width="${len * 0.26}" height="26" rx="9" fill="${towel}" filter="url(#softSmall)"/><rect x="${x + len * 0.66}" y="${seat - 50}" width="${len * 0.26}" height="6" fill="#fff" opacity="0.7"/>` : '');
}
/** A small round table from the side: a top, a slim stem and a foot. `top` is the height of its surface. */
function roundTable(cx: number, base: number, top: number, R: number, color = '#f1ece3', metal = C.charcoal): string {
  return floorShadow(cx, base + 4, R * 2.2, 0.25) + `<g filter="url(#soft)"><rect x="${cx - 6}" y="${top}" width="12" height="${base - top}" fill="${metal}"/><path d="M${cx - R * 0.55} ${base} q ${R * 0.55} -26 ${R * 1.1} 0 z" fill="${metal}"/><ellipse cx="${cx}" cy="${top + 4}" rx="${R}" ry="${R * 0.14}" fill="${shade(color, -0.12)}"/><ellipse cx="${cx}" cy="${top}" rx="${R}" ry="${R * 0.14}" fill="${color}"/></g>`;
}
/** A bistro chair from the side, facing `dir` (1: right, -1: left): seat, curved back, legs and a stretcher, a cushion. */
function bistroChair(cx: number, base: number, dir: 1 | -1, frame = '#f1ece3', cushion: string | null = C.terracotta, s = 1): string {
  const seat = base - 118 * s, back = base - 260 * s;
  const bx = cx - dir * 48 * s, fx = cx + dir * 46 * s;
  const k = (n: number) => r(n * s);
  return floorShadow(cx, base + 4, 140 * s, 0.22) + `<g filter="url(#softSmall)" stroke="${frame}" stroke-linecap="round" stroke-linejoin="round" fill="none">` +
    `<path d="M${bx - dir * k(4)} ${base} L ${bx + dir * k(2)} ${seat} L ${bx - dir * k(16)} ${back}" stroke-width="${k(12)}"/><path d="M${fx + dir * k(4)} ${base} L ${fx} ${seat}" stroke-width="${k(12)}"/>` +
    `<path d="M${bx} ${base - k(48)} H ${fx}" stroke-width="${k(7)}"/><path d="M${bx - dir * k(8)} ${back + k(10)} Q ${bx - dir * k(2)} ${back + k(50)} ${bx - dir * k(6)} ${back + k(92)}" stroke-width="${k(26)}"/>` +
    `<path d="M${bx - dir * k(2)} ${seat} H ${fx + dir * k(8)}" stroke-width="${k(16)}"/></g>` +
    (cushion ? `<rect x="${r(cx - 50 * s)}" y="${r(seat - 24 * s)}" width="${k(100)}" height="${k(20)}" rx="${k(9)}" fill="${cushion}" filter="url(#softSmall)"/>` : '');
}
/** A drinking glass from the side, with a drink in it. */
function tumbler(cx: number, base: number, w: number, h: number, drink: string | null, level = 0.7): string {
  const top = base - h;
  const d = `M${cx - w / 2} ${top} H ${cx + w / 2} L ${cx + w * 0.42} ${base} H ${cx - w * 0.42} Z`;
  const lv = base - h * level;
  return `<path d="${d}" fill="#ffffff" fill-opacity="0.4" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3"/>` +
    (drink ? `<path d="M${r(cx - w / 2 + (lv - top) / h * w * 0.08)} ${r(lv)} H ${r(cx + w / 2 - (lv - top) / h * w * 0.08)} L ${cx + w * 0.42} ${base} H ${cx - w * 0.42} Z" fill="${drink}" opacity="0.88"/>` : '') +
    `<rect x="${r(cx - w * 0.32)}" y="${r(top + h * 0.12)}" width="5" height="${r(h * 0.6)}" rx="2" fill="#fff" opacity="0.7"/>`;
}
/** A cup and saucer from the side, the coffee's steam rising. */
function coffeeCup(cx: number, base: number, w: number, color = '#fbfaf7', steam = true): string {
  const h = w * 0.62;
  return `<ellipse cx="${cx}" cy="${base - 4}" rx="${w * 0.78}" ry="${w * 0.1}" fill="#f3f0ea" filter="url(#softSmall)"/>` +
    `<path d="M${cx + w * 0.42} ${base - h * 0.8} q ${w * 0.3} 0 ${w * 0.3} ${h * 0.28} q 0 ${h * 0.28} -${w * 0.34} ${h * 0.3}" stroke="${shade(color, -0.12)}" stroke-width="${r(w * 0.09)}" fill="none"/>` +
    `<path d="M${cx - w / 2} ${base - h - 6} H ${cx + w / 2} Q ${cx + w / 2} ${base - 8} ${cx} ${base - 8} Q ${cx - w / 2} ${base - 8} ${cx - w / 2} ${base - h - 6} Z" fill="${color}" filter="url(#softSmall)"/><ellipse cx="${cx}" cy="${base - h - 6}" rx="${w / 2}" ry="${w * 0.08}" fill="#5a3a24"/>` +
    (steam ? `<path d="M${cx - w * 0.12} ${base - h - 20} q -14 -24 0 -48 t 0 -48 M${cx + w * 0.16} ${base - h - 26} q 14 -22 0 -44" stroke="#fff" stroke-opacity="0.6" stroke-width="5" fill="none" stroke-linecap="round" filter="url(#blur4)"/>` : '');
}
/** A croissant from the side, on a plate. */
function croissantPlate(cx: number, base: number, w: number): string {
  const plate = `<ellipse cx="${cx}" cy="${base - 6}" rx="${w * 0.68}" ry="${w * 0.09}" fill="#fbfaf7" filter="url(#softSmall)"/>`;
  const h = w * 0.36;
  const body = `<path d="M${cx - w / 2} ${base - 12} Q ${cx - w * 0.42} ${base - h - 12} ${cx} ${base - h - 16} Q ${cx + w * 0.42} ${base - h - 12} ${cx + w / 2} ${base - 12} Q ${cx} ${base - h * 0.5} ${cx - w / 2} ${base - 12} Z" fill="#d99a4a" filter="url(#softSmall)"/>`;
  let ribs = '';
  for (let i = -2; i <= 2; i++) ribs += `<path d="M${r(cx + i * w * 0.15)} ${r(base - h - 12 + Math.abs(i) * h * 0.15)} q ${r(i * 6)} ${r(h * 0.35)} ${r(i * 2)} ${r(h * 0.6 - Math.abs(i) * h * 0.1)}" stroke="#a8672c" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return `${plate}${body}${ribs}<path d="M${cx - w * 0.25} ${base - h - 4} Q ${cx} ${base - h - 14} ${cx + w * 0.22} ${base - h - 4}" stroke="#f3d19a" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>`;
}

/** A glass cafetière of coffee with its plunger and handle. */
function cafetiere(cx: number, base: number, h: number): string {
  const w = h * 0.5;
  return `<g filter="url(#softSmall)"><rect x="${cx - w / 2}" y="${base - h}" width="${w}" height="${h}" rx="6" fill="#e9f1f2" fill-opacity="0.55" stroke="${C.charcoal}" stroke-width="5"/></g><rect x="${cx - w / 2 + 5}" y="${base - h * 0.72}" width="${w - 10}" height="${h * 0.72 - 5}" rx="3" fill="#4a2c1a"/><rect x="${cx - w / 2 + 5}" y="${base - h * 0.72}" width="${w - 10}" height="${h * 0.08}" fill="#b0783f"/>` +
    `<path d="M${cx + w / 2} ${base - h * 0.8} h ${w * 0.35} v ${h * 0.55} h -${w * 0.35}" stroke="${C.charcoal}" stroke-width="8" fill="none"/><rect x="${cx - w / 2 - 4}" y="${base - h - 10}" width="${w + 8}" height="14" rx="5" fill="${C.charcoal}"/><rect x="${cx - 3}" y="${base - h - 40}" width="6" height="32" fill="${C.charcoal}"/><circle cx="${cx}" cy="${base - h - 44}" r="9" fill="${C.charcoal}"/>` +
    `<rect x="${cx - w * 0.32}" y="${base - h * 0.9}" width="5" height="${h * 0.7}" rx="2" fill="#fff" opacity="0.6"/>`;
}
/** A round table under a white cloth that falls to the floor; `top` is the height of its surface. */
function clothTable(cx: number, base: number, top: number, R: number, cloth = '#fbf9f4'): string {
  const ry = R * 0.2;
  let folds = '';
  for (let i = -3; i <= 3; i++) folds += `<path d="M${r(cx + i * R * 0.27)} ${r(top + ry * 0.9)} q ${r(i * 4)} ${r((base - top) * 0.5)} ${r(i * 10)} ${r(base - top - ry * 0.9)}" stroke="#000" stroke-opacity="0.05" stroke-width="10" fill="none"/>`;
  return floorShadow(cx, base + 4, R * 2.3, 0.3) + `<g filter="url(#soft)"><path d="M${cx - R} ${top} L ${cx - R * 1.06} ${base - 8} Q ${cx} ${base + ry * 0.6} ${cx + R * 1.06} ${base - 8} L ${cx + R} ${top} Z" fill="${shade(cloth, -0.06)}"/></g>${folds}` +
    `<ellipse cx="${cx}" cy="${top}" rx="${R}" ry="${ry}" fill="${cloth}"/><path d="M${cx - R} ${top} Q ${cx} ${top + ry * 2} ${cx + R} ${top}" stroke="#000" stroke-opacity="0.05" stroke-width="4" fill="none"/>`;
}
/** A louvred wooden shutter on the wall. */
function shutter(x: number, y: number, w: number, h: number, color = '#6f8a5e'): string {
  let louvres = '';
  for (let yy = y + 24; yy < y + h - 20; yy += 22) louvres += `<rect x="${x + 12}" y="${yy}" width="${w - 24}" height="12" fill="${shade(color, -0.18)}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${color}" filter="url(#softSmall)"/>${louvres}<rect x="${x}" y="${y + h / 2 - 8}" width="${w}" height="16" fill="${color}"/>`;
}
/** A window behind heavy blackout curtains drawn almost shut: a rod with its rings, deep folds and a thin line of daylight between them. */
function blackoutCurtains(cx: number, top: number, w: number, bottom: number, color = '#34466a'): string {
  const half = w / 2;
  const side = (dir: -1 | 1) => {
    const inner = cx + dir * 7, outer = cx + dir * (half + 30);
    let folds = '';
    for (let i = 0; i < 6; i++) {
      const fx = inner + (outer - inner) * ((i + 0.5) / 6);
      folds += `<path d="M${r(fx)} ${top + 4} Q ${r(fx + dir * 6)} ${r((top + bottom) / 2)} ${r(fx + dir * 12)} ${bottom - 4}" stroke="#000" stroke-opacity="0.16" stroke-width="14" fill="none"/><path d="M${r(fx + dir * 14)} ${top + 4} Q ${r(fx + dir * 20)} ${r((top + bottom) / 2)} ${r(fx + dir * 26)} ${bottom - 4}" stroke="#fff" stroke-opacity="0.07" stroke-width="8" fill="none"/>`;
    }
    return `<g filter="url(#soft)"><path d="M${inner} ${top} L ${inner - dir * 4} ${bottom} H ${outer + dir * 14} L ${outer} ${top} Z" fill="${color}"/></g>${folds}`;
  };
  let rings = '';
  for (let i = 0; i <= 12; i++) rings += `<circle cx="${r(cx - half - 30 + ((w + 60) * i) / 12)}" cy="${top - 4}" r="7" fill="none" stroke="${C.charcoal}" stroke-width="3"/>`;
  return `<rect x="${cx - half}" y="${top + 20}" width="${w}" height="${bottom - top - 70}" fill="#e8eef0"/>` + glow(cx, (top + bottom) / 2, 60, (bottom - top) / 2, '#fff6dc', 0.6) +
    side(-1) + side(1) + `<rect x="${cx - 5}" y="${top + 8}" width="10" height="${bottom - top - 30}" fill="#fff6dc" opacity="0.9"/>` +
    `<rect x="${cx - half - 60}" y="${top - 14}" width="${w + 120}" height="10" rx="5" fill="${C.charcoal}"/><circle cx="${cx - half - 60}" cy="${top - 9}" r="12" fill="${C.charcoal}"/><circle cx="${cx + half + 60}" cy="${top - 9}" r="12" fill="${C.charcoal}"/>${rings}`;
}
/** Strings of little cloth pennants sagging across the wall from `x0` to `x1`, broken between `gap0` and `gap1`. */
function bunting(x0: number, x1: number, y: number, sag: number, gap0: number, gap1: number): string {
  const colors = [C.sea, C.gold, C.terracotta, C.seaLight, C.olive, C.blush];
  let s = '';
  let n = 0;
  for (const [a, b] of [[x0, gap0], [gap1, x1]] as [number, number][]) {
    const at = (t: number) => ({ x: a + (b - a) * t, y: y + 4 * sag * t * (1 - t) });
    s += `<path d="M${a} ${y} Q ${(a + b) / 2} ${y + sag * 2} ${b} ${y}" stroke="${C.charcoal}" stroke-opacity="0.6" stroke-width="2" fill="none"/>`;
    const count = Math.round((b - a) / 56);
    for (let i = 1; i < count; i++) {
      const p = at(i / count);
      s += `<path d="M${r(p.x - 18)} ${r(p.y)} L ${r(p.x + 18)} ${r(p.y)} L ${r(p.x)} ${r(p.y + 44)} Z" fill="${colors[n++ % colors.length] ?? C.sea}" opacity="0.9"/>`;
    }
  }
  return `<g filter="url(#softSmall)">${s}</g>`;
}
/** A woven basket of toys: a striped ball, wooden blocks and a little sailboat. */
function toyBasket(cx: number, base: number, w = 180): string {
  const h = w * 0.6, top = base - h;
  let weave = '';
  for (let i = 1; i < 5; i++) weave += `<path d="M${r(cx - w / 2 + (i * h * 0.05) / 5 * 2)} ${r(top + (h * i) / 5)} H ${r(cx + w / 2 - (i * h * 0.05) / 5 * 2)}" stroke="#8f6a45" stroke-width="4" stroke-opacity="0.6"/>`;
  for (let i = 1; i < 9; i++) weave += `<path d="M${r(cx - w / 2 + (w * i) / 9)} ${top + 12} V ${base - 6}" stroke="#8f6a45" stroke-width="3" stroke-opacity="0.35"/>`;
  const toys = `<circle cx="${cx - w * 0.2}" cy="${top - 6}" r="${w * 0.2}" fill="${C.sea}"/><path d="M${cx - w * 0.4} ${top - 6} Q ${cx - w * 0.2} ${top - w * 0.16} ${cx} ${top - 6}" stroke="#fff" stroke-width="10" fill="none"/><path d="M${cx - w * 0.2} ${top - 6 - w * 0.2} V ${top + w * 0.14}" stroke="${C.gold}" stroke-width="9"/>` +
    `<rect x="${cx + w * 0.02}" y="${top - 34}" width="42" height="42" rx="4" fill="${C.gold}" transform="rotate(-12 ${cx + w * 0.02 + 21} ${top - 13})"/><rect x="${cx + w * 0.22}" y="${top - 28}" width="38" height="38" rx="4" fill="${C.terracotta}" transform="rotate(10 ${cx + w * 0.22 + 19} ${top - 9})"/>` +
    `<path d="M${cx + w * 0.14} ${top - 110} V ${top - 20}" stroke="${C.woodDark}" stroke-width="5"/><path d="M${cx + w * 0.14 + 4} ${top - 104} L ${cx + w * 0.14 + 56} ${top - 34} H ${cx + w * 0.14 + 4} Z" fill="#fbf8f2"/>`;
  return floorShadow(cx, base + 4, w * 1.15, 0.25) + `<g filter="url(#softSmall)">${toys}</g>` +
    `<g filter="url(#soft)"><path d="M${cx - w / 2} ${top} H ${cx + w / 2} L ${cx + w * 0.44} ${base} H ${cx - w * 0.44} Z" fill="#c9a06e"/></g>${weave}<rect x="${cx - w / 2 - 6}" y="${top - 8}" width="${w + 12}" height="18" rx="9" fill="#b48a58"/>`;
}
/** A low bookshelf with picture books and a night light on top. */
function bookshelf(x: number, w: number, h: number, base: number): string {
  let books = '';
  const colors = [C.sea, C.gold, C.terracotta, C.olive, '#8c78b8', C.seaLight, C.blush];
  for (let row = 0; row < 2; row++) {
    let bx = x + 18;
    let i = row * 3;
    const shelfBase = base - 18 - row * (h / 2 - 6);
    while (bx < x + w - 40) {
      const bw = 18 + rnd(i + row * 7) * 14, bh = h * 0.3 + rnd(i * 3 + 1) * h * 0.12;
      books += `<rect x="${r(bx)}" y="${r(shelfBase - bh)}" width="${r(bw)}" height="${r(bh)}" rx="2" fill="${colors[i % colors.length] ?? C.sea}"/>`;
      bx += bw + 3;
      i++;
    }
  }
  return floorShadow(x + w / 2, base + 4, w * 1.05, 0.22) + `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="6" fill="#efe7da" filter="url(#soft)"/><rect x="${x + 10}" y="${base - h + 10}" width="${w - 20}" height="${h - 20}" fill="#d9cdb9"/><rect x="${x + 10}" y="${base - h / 2 - 4}" width="${w - 20}" height="10" fill="#efe7da"/>${books}` +
    `<circle cx="${x + w - 60}" cy="${base - h - 40}" r="70" fill="${C.goldLight}" opacity="0.35" filter="url(#blur12)"/><path d="M${x + w - 96} ${base - h} a 36 40 0 0 1 72 0 z" fill="#fbf2dc" filter="url(#softSmall)"/>`;
}
/** A long dining table in perspective, laid for `perSide` a side: the far chairs' backs above it, plates, glasses and a linen runner, the near chairs seen from behind. */
function diningTable(cx: number, top: number, len: number, perSide: number, base: number, wood = C.woodDark, chair = '#d9c9ad'): string {
  const depth = 74, farHalf = len * 0.46, nearHalf = len / 2;
  const xs = (half: number) => Array.from({ length: perSide }, (_, i) => cx + (i - (perSide - 1) / 2) * ((half * 2) / perSide));
  const farChairs = xs(farHalf).map((x) => `<rect x="${r(x - 38)}" y="${top - 112}" width="76" height="140" rx="16" fill="${shade(chair, -0.08)}" filter="url(#softSmall)"/><rect x="${r(x - 28)}" y="${top - 102}" width="56" height="40" rx="10" fill="#fff" opacity="0.12"/>`).join('');
  const farSet = xs(farHalf).map((x) => `<ellipse cx="${r(x)}" cy="${top + 20}" rx="34" ry="9" fill="#fbfaf7"/><ellipse cx="${r(x)}" cy="${top + 20}" rx="20" ry="5" fill="#efe9df"/><path d="M${r(x + 44)} ${top + 22} v -18 m -8 -16 h 16 l -3 16 h -10 z" stroke="#fff" stroke-width="3" fill="#fff" fill-opacity="0.4"/>`).join('');
  const nearSet = xs(nearHalf * 0.98).map((x) => `<ellipse cx="${r(x)}" cy="${top + depth - 18}" rx="40" ry="10" fill="#fbfaf7" filter="url(#softSmall)"/><ellipse cx="${r(x)}" cy="${top + depth - 18}" rx="24" ry="6" fill="#efe9df"/>`).join('');
  const nearChairs = xs(nearHalf).map((x) => floorShadow(x, base + 34, 130, 0.2) + `<path d="M${r(x - 40)} ${base + 30} V ${top + depth + 110} M${r(x + 40)} ${base + 30} V ${top + depth + 110}" stroke="${shade(chair, -0.35)}" stroke-width="10" stroke-linecap="round"/><rect x="${r(x - 50)}" y="${top + depth + 12}" width="100" height="${base - top - depth - 30}" rx="18" fill="${chair}" filter="url(#soft)"/><rect x="${r(x - 36)}" y="${top + depth + 24}" width="72" height="10" rx="5" fill="#fff" opacity="0.25"/>`).join('');
  const legs = [-1, 1].map((d) => `<rect x="${r(cx + d * (nearHalf - 30) - 10)}" y="${top + depth}" width="20" height="${base - top - depth}" fill="${shade(wood, -0.2)}"/>`).join('');
  return floorShadow(cx, base + 6, len * 1.05, 0.28) + farChairs + legs +
    `<g filter="url(#soft)"><path d="M${cx - farHalf} ${top} H ${cx + farHalf} L ${cx + nearHalf} ${top + depth} V ${top + depth + 22} H ${cx - nearHalf} V ${top + depth} Z" fill="${shade(wood, -0.15)}"/></g><path d="M${cx - farHalf} ${top} H ${cx + farHalf} L ${cx + nearHalf} ${top + depth} H ${cx - nearHalf} Z" fill="${wood}"/>` +
    `<path d="M${cx - farHalf * 0.8} ${top + 30} H ${cx + farHalf * 0.8} L ${cx + nearHalf * 0.8} ${top + 44} H ${cx - nearHalf * 0.8} Z" fill="#efe6d6" opacity="0.9"/>` + farSet + nearSet +
    Array.from({ length: perSide - 1 }, (_, i) => i - (perSide - 2) / 2).map((k) => pillarCandle(cx + (k * farHalf * 2) / perSide, top + 40, 14, k ? 30 : 44)).join('') + nearChairs;
}
/** A tall bar stool: a round seat, splayed legs and a brass foot ring. */
function barStool(cx: number, base: number, seat: number, color = '#6b4a36'): string {
  const h = base - seat;
  return floorShadow(cx, base + 4, 120, 0.22) + `<g stroke="${C.charcoal}" stroke-width="8" stroke-linecap="round"><path d="M${cx - 28} ${seat + 10} L ${cx - 48} ${base} M${cx + 28} ${seat + 10} L ${cx + 48} ${base} M${cx - 10} ${seat + 10} L ${cx - 16} ${base - 6} M${cx + 10} ${seat + 10} L ${cx + 16} ${base - 6}"/></g>` +
    `<path d="M${cx - 40} ${seat + h * 0.62} H ${cx + 40}" stroke="${C.gold}" stroke-width="7" stroke-linecap="round"/><rect x="${cx - 52}" y="${seat - 14}" width="104" height="28" rx="14" fill="${color}" filter="url(#softSmall)"/><rect x="${cx - 40}" y="${seat - 10}" width="70" height="6" rx="3" fill="#fff" opacity="0.2"/>`;
}
/** A bar: two lit shelves of bottles and glasses on the wall, a fluted counter with a stone top and a few things on it. */
function barCounter(x: number, w: number, top: number, base: number, shelves: number[]): string {
  const colors = ['#3f6b3a', '#8a4a22', '#c9883f', '#e6e0cf', '#2f4f6a', '#a3372d', '#5d3a52', '#d9c77a'];
  let back = glow(x + w / 2, (shelves[0] ?? 300) + 40, w * 0.6, 160, '#ffdca0', 0.5);
  shelves.forEach((y, row) => {
    back += `<rect x="${x + 10}" y="${y}" width="${w - 20}" height="14" fill="${C.woodDark}" filter="url(#softSmall)"/>`;
    let bx = x + 40, i = row * 5;
    while (bx < x + w - 50) {
      if (row === 0 && i % 4 === 3) {
        back += `<path d="M${bx - 16} ${y} h32 l -4 -46 h-24 z" fill="#fff" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>`;
        bx += 44;
      } else {
        const bw = 30 + rnd(i * 5 + row) * 14, bh = 84 + rnd(i * 7 + row) * 40;
        back += flask(r(bx + bw / 2), y, r(bw), r(bh), colors[i % colors.length] ?? C.olive, i % 2 ? C.gold : C.charcoal, 0.3);
        bx += bw + 14;
      }
      i++;
    }
  });
  let flutes = '';
  for (let fx = x + 18; fx < x + w - 10; fx += 26) flutes += `<rect x="${fx}" y="${top + 30}" width="12" height="${base - top - 44}" rx="6" fill="#000" opacity="0.12"/>`;
  return back + floorShadow(x + w / 2, base + 4, w * 1.04, 0.3) + `<rect x="${x}" y="${top + 20}" width="${w}" height="${base - top - 20}" fill="#6b4a36" filter="url(#soft)"/>${flutes}` +
    flask(x + 90, top, 40, 110, '#3f6b3a', C.gold, 0.3) + tumbler(x + 150, top, 40, 60, '#e98a3a', 0.6) + `<path d="M${x + w - 130} ${top} h56 l -8 -70 h-40 z" fill="#c9c4bb" filter="url(#softSmall)"/><path d="M${x + w - 124} ${top - 66} h44" stroke="#e9e5de" stroke-width="6"/>` +
    `<rect x="${x - 16}" y="${top}" width="${w + 32}" height="24" rx="3" fill="#ece6dc" filter="url(#softSmall)"/>`;
}
/** A pergola seen from the front: posts, beams, a slatted roof seen from below, a flowering vine along the front beam and the stripes of shade it throws. */
function pergola(x0: number, x1: number, top: number, base: number, wood = '#a77b52'): string {
  const vp = (x0 + x1) / 2;
  const back = shade(wood, -0.18);
  const bx0 = vp + (x0 - vp) * 0.82, bx1 = vp + (x1 - vp) * 0.82, btop = top + 70, bbase = base - 230;
  let slats = '';
  for (let i = 0; i <= 16; i++) {
    const xf = x0 + ((x1 - x0) * i) / 16, xb = vp + (xf - vp) * 0.82;
    slats += `<path d="M${r(xf - 9)} ${top + 36} L ${r(xf + 9)} ${top + 36} L ${r(xb + 7)} ${btop} L ${r(xb - 7)} ${btop} Z"/>`;
  }
  let stripes = '';
  for (let i = 0; i < 12; i++) {
    const xs = x0 + 10 + ((x1 - x0 - 20) * i) / 12;
    stripes += `<path d="M${r(xs)} ${bbase + 10} h 26 l ${r((xs - vp) * 0.25 + 34)} ${base - bbase + 20} h -34 z"/>`;
  }
  let vine = '';
  for (let i = 0; i < 26; i++) {
    const x = x0 - 20 + ((x1 - x0 + 40) * i) / 25, drop = (i % 5) * 14 + (i % 2) * 10;
    vine += leafShape(x, top + 30 + drop, 44, 60 + (i % 4) * 40, i % 2 ? C.leaf : C.oliveDark);
    if (i % 2 === 0) vine += `<circle cx="${r(x + 10)}" cy="${r(top + 44 + drop)}" r="11" fill="#c2376d"/><circle cx="${r(x - 6)}" cy="${r(top + 56 + drop)}" r="9" fill="#d9568a"/>`;
  }
  return `<path d="M${x0} ${bbase} H ${x1} L ${x1 + 120} ${base + 40} H ${x0 - 120} Z" fill="#000" opacity="0.08"/><g fill="#000" opacity="0.07">${stripes}</g>` +
    `<rect x="${bx0 - 10}" y="${btop}" width="20" height="${bbase - btop}" fill="${back}"/><rect x="${bx1 - 10}" y="${btop}" width="20" height="${bbase - btop}" fill="${back}"/><rect x="${bx0 - 30}" y="${btop - 8}" width="${bx1 - bx0 + 60}" height="18" fill="${back}"/>` +
    `<g fill="${wood}">${slats}</g><g filter="url(#soft)"><rect x="${x0 - 14}" y="${top}" width="28" height="${base - top}" fill="${wood}"/><rect x="${x1 - 14}" y="${top}" width="28" height="${base - top}" fill="${wood}"/><rect x="${x0 - 70}" y="${top}" width="${x1 - x0 + 140}" height="38" fill="${wood}"/></g>` +
    `<rect x="${x0 - 70}" y="${top + 30}" width="${x1 - x0 + 140}" height="8" fill="#000" opacity="0.12"/>${vine}`;
}
/** A pool in perspective: a stone coping, the water with its ripples and a steel ladder. */
function poolBasin(farX0: number, farX1: number, farY: number, nearX0: number, nearX1: number, nearY: number): string {
  const water = lin('#8fdde6', '#2a9ab2');
  const edge = 22;
  let ripples = '';
  for (let i = 0; i < 6; i++) {
    const y = farY + 30 + i * i * 6 + i * 10;
    const x = farX0 + 60 + ((i * 137) % 260);
    ripples += `<path d="M${x} ${y} q 30 -10 60 0 t 60 0 M${x + 260} ${y + 8} q 24 -8 48 0 t 48 0"/>`;
  }
  return `${withDefs(water)}<path d="M${farX0 - edge} ${farY - edge * 0.6} H ${farX1 + edge} L ${nearX1 + edge * 1.6} ${nearY + edge} H ${nearX0 - edge * 1.6} Z" fill="#efe7da" filter="url(#soft)"/>` +
    `<path d="M${farX0} ${farY} H ${farX1} L ${nearX1} ${nearY} H ${nearX0} Z" fill="url(#${water.id})"/><path d="M${farX0} ${farY} H ${farX1} L ${farX1 - 6} ${farY + 16} H ${farX0 + 6} Z" fill="#1f7f95" opacity="0.45"/>` +
    `<g stroke="#fff" stroke-opacity="0.55" stroke-width="4" fill="none" stroke-linecap="round">${ripples}</g>` +
    `<g stroke="#d9dde0" stroke-width="7" fill="none" stroke-linecap="round"><path d="M${farX0 + 70} ${farY + 30} V ${farY - 40} q 0 -22 22 -22 q 20 0 20 22 v 12"/><path d="M${farX0 + 120} ${farY + 30} V ${farY - 40} q 0 -22 22 -22 q 20 0 20 22 v 12"/></g>`;
}
/** A whitewashed villa wall with a tiled eave and a tall glass door. */
function villaWall(x0: number, x1: number, eave: number, base: number): string {
  let tilesRow = '';
  for (let x = x0; x < x1 + 40; x += 40) tilesRow += `<path d="M${x} ${eave + 30} a 20 20 0 0 0 40 0" fill="${C.terracottaDark}"/>`;
  const dx = x0 + (x1 - x0) * 0.25, dw = (x1 - x0) * 0.5;
  return `<rect x="${x0}" y="${eave}" width="${x1 - x0}" height="${base - eave}" fill="#f2ebdf" filter="url(#soft)"/><rect x="${x0}" y="${eave}" width="${x1 - x0 + 30}" height="32" fill="${C.terracotta}"/>${tilesRow}<rect x="${x0}" y="${eave + 40}" width="${x1 - x0}" height="22" fill="#000" opacity="0.06"/>` +
    `<rect x="${dx}" y="${eave + 170}" width="${dw}" height="${base - eave - 170}" fill="#6f8f95"/><rect x="${dx}" y="${eave + 170}" width="${dw}" height="${base - eave - 170}" fill="none" stroke="#e9e1d2" stroke-width="12"/><line x1="${dx + dw / 2}" y1="${eave + 170}" x2="${dx + dw / 2}" y2="${base}" stroke="#e9e1d2" stroke-width="8"/><path d="M${dx + 10} ${eave + 200} l 40 0 l -40 120 z" fill="#fff" opacity="0.2"/>`;
}
/** The inside of a roof seen from the gable: the wall's outline rising to the ridge, the wooden ceiling planes sloping away on both sides, their boards and rafters, and a skylight. */
function atticShell(wall: string, wood: string, ridgeY: number, eaveY: number): string {
  const vp = { x: W / 2, y: HORIZON - 140 };
  const edge = (t: number, side: -1 | 1) => ({ x: W / 2 + side * (W / 2) * t, y: ridgeY + (eaveY - ridgeY) * t });
  const out = (p: { x: number; y: number }, k: number) => ({ x: vp.x + (p.x - vp.x) * k, y: vp.y + (p.y - vp.y) * k });
  let planes = '';
  for (const side of [-1, 1] as const) {
    const clip = id('clip');
    let boards = '';
    for (let i = 0; i <= 18; i++) {
      const p = edge(i / 18, side), q = out(p, 4);
      boards += `<line x1="${r(p.x)}" y1="${r(p.y)}" x2="${r(q.x)}" y2="${r(q.y)}"/>`;
    }
    let rafters = '';
    for (const k of [1.08, 1.3, 1.6, 2.0, 2.6]) {
      const a = out(edge(0, side), k), b = out(edge(1.2, side), k);
      rafters += `<line x1="${r(a.x)}" y1="${r(a.y)}" x2="${r(b.x)}" y2="${r(b.y)}" stroke-width="${r(16 * k)}"/>`;
    }
    planes += `<defs><clipPath id="${clip}"><path d="M${W / 2} 0 V ${ridgeY} L ${side > 0 ? W : 0} ${eaveY} V 0 Z"/></clipPath></defs><g clip-path="url(#${clip})"><rect width="${W}" height="${eaveY}" fill="${side > 0 ? wood : shade(wood, -0.08)}"/>` +
      `<g stroke="${shade(wood, -0.3)}" stroke-opacity="0.35" stroke-width="2">${boards}</g><g stroke="${shade(wood, -0.22)}">${rafters}</g></g>`;
  }
  // The skylight in the right-hand plane, between two rafters.
  const sk = [out(edge(0.2, 1), 1.07), out(edge(0.52, 1), 1.07), out(edge(0.52, 1), 1.3), out(edge(0.2, 1), 1.3)];
  const skyG = lin('#a9d3e8', '#e6f2f4');
  const pts = sk.map((p) => `${r(p.x)} ${r(p.y)}`).join(' L ');
  const [s0, s1] = [sk[0] ?? vp, sk[1] ?? vp];
  const beam = `<path d="M${r(s0.x)} ${r(s0.y)} L ${r(s1.x)} ${r(s1.y)} L ${r(s1.x - 60)} ${HORIZON + 300} L ${r(s0.x - 260)} ${HORIZON + 300} Z" fill="#fff8e4" opacity="0.3" filter="url(#blur40)"/>`;
  const wallPath = `M0 ${eaveY} L ${W / 2} ${ridgeY} L ${W} ${eaveY} V ${HORIZON} H 0 Z`;
  return `${withDefs(skyG)}<rect width="${W}" height="${H}" fill="${wall}"/>${planes}<path d="${wallPath}" fill="${wall}"/><path d="M0 ${eaveY} L ${W / 2} ${ridgeY} L ${W} ${eaveY}" stroke="${shade(wood, -0.35)}" stroke-width="10" fill="none"/>` +
    `<path d="M${W / 2 - 20} ${ridgeY} L ${W / 2 - 34} 0 H ${W / 2 + 34} L ${W / 2 + 20} ${ridgeY} Z" fill="${shade(wood, -0.28)}"/>` +
    `<path d="M${pts} Z" fill="url(#${skyG.id})" stroke="#f4efe6" stroke-width="14" stroke-linejoin="round"/><ellipse cx="${r((s0.x + s1.x) / 2 + 20)}" cy="${r((s0.y + s1.y) / 2 - 50)}" rx="60" ry="16" fill="#fff" opacity="0.8"/>${beam}`;
}
/** A wooden sideboard: a top, two cane-panelled doors and tapered legs. */
function sideboard(x: number, w: number, top: number, base: number, wood = C.wood): string {
  const body = base - 50;
  let cane = '';
  for (const dx of [x + 20, x + w / 2 + 6]) {
    const dw = w / 2 - 26;
    for (let i = 0; i < dw; i += 14) cane += `<line x1="${dx + i}" y1="${top + 40}" x2="${dx + i}" y2="${body - 20}"/>`;
    for (let j = top + 46; j < body - 20; j += 14) cane += `<line x1="${dx}" y1="${j}" x2="${dx + dw}" y2="${j}"/>`;
    cane += `<rect x="${dx}" y="${top + 40}" width="${dw}" height="${body - top - 60}" fill="none" stroke="${shade(wood, -0.25)}" stroke-width="6"/>`;
  }
  return floorShadow(x + w / 2, base + 4, w * 1.05, 0.28) + `<g filter="url(#soft)"><rect x="${x}" y="${top + 18}" width="${w}" height="${body - top - 18}" fill="${wood}"/><path d="M${x + 30} ${body} l 8 50 h 12 l 4 -50 z M${x + w - 54} ${body} l 4 50 h 12 l 8 -50 z" fill="${shade(wood, -0.3)}"/></g>` +
    `<rect x="${x + 20}" y="${top + 40}" width="${w - 40}" height="${body - top - 60}" fill="#e7d6b6"/><g stroke="${shade(wood, -0.2)}" stroke-opacity="0.35" stroke-width="2">${cane}</g>` +
    `<rect x="${x + w / 2 - 20}" y="${(top + body) / 2 - 4}" width="14" height="34" rx="6" fill="${C.gold}"/><rect x="${x + w / 2 + 6}" y="${(top + body) / 2 - 4}" width="14" height="34" rx="6" fill="${C.gold}"/>` +
    `<rect x="${x - 10}" y="${top}" width="${w + 20}" height="22" rx="4" fill="${shade(wood, -0.12)}" filter="url(#softSmall)"/><rect x="${x - 10}" y="${top}" width="${w + 20}" height="5" rx="2" fill="#fff" opacity="0.2"/>`;
}
/** An espresso machine from the front: a dark body, the group head over a cup on the drip tray, a water tank at the side. */
function coffeeMachine(cx: number, base: number, h = 210): string {
  const w = h * 0.62;
  return `<g filter="url(#soft)"><rect x="${cx - w / 2 + w * 0.62}" y="${base - h * 0.86}" width="${w * 0.5}" height="${h * 0.84}" rx="8" fill="#d9eef2" opacity="0.7"/><rect x="${cx - w / 2}" y="${base - h}" width="${w}" height="${h}" rx="14" fill="#3a3633"/></g>` +
    `<rect x="${cx - w / 2 + w * 0.64}" y="${base - h * 0.6}" width="${w * 0.44}" height="${h * 0.54}" rx="4" fill="#a8d2da" opacity="0.7"/>` +
    `<rect x="${cx - w / 2 + 12}" y="${base - h + 16}" width="${w - 24}" height="${h * 0.18}" rx="8" fill="#4a4541"/><circle cx="${cx - w * 0.22}" cy="${base - h + 16 + h * 0.09}" r="7" fill="${C.goldLight}"/><circle cx="${cx + w * 0.02}" cy="${base - h + 16 + h * 0.09}" r="7" fill="#c9c4bb"/><circle cx="${cx + w * 0.24}" cy="${base - h + 16 + h * 0.09}" r="7" fill="#c9c4bb"/>` +
    `<rect x="${cx - w / 2 + 10}" y="${base - h * 0.62}" width="${w - 20}" height="${h * 0.5}" rx="6" fill="#26231f"/><rect x="${cx - 26}" y="${base - h * 0.62}" width="52" height="26" rx="6" fill="#c9c4bb"/><rect x="${cx - 6}" y="${base - h * 0.62 + 26}" width="12" height="12" fill="#9d9890"/>` +
    `<rect x="${cx - w / 2 + 10}" y="${base - 22}" width="${w - 20}" height="16" rx="4" fill="#c9c4bb"/>` + coffeeCup(cx, base - 22, 40, '#fbfaf7', false);
}
/** An electric kettle on its base: a tapering body, a spout, a lid with its knob and a wooden handle. */
function kettle(cx: number, base: number, h = 150, color = '#e9e2d4'): string {
  const w = h * 0.7;
  return `<ellipse cx="${cx}" cy="${base - 6}" rx="${w * 0.56}" ry="9" fill="#3a3633"/><g filter="url(#soft)"><path d="M${cx - w * 0.5} ${base - 10} L ${cx - w * 0.36} ${base - h} H ${cx + w * 0.36} L ${cx + w * 0.5} ${base - 10} Z" fill="${color}"/></g>` +
    `<path d="M${cx - w * 0.4} ${base - h * 0.7} L ${cx - w * 0.7} ${base - h * 0.92} L ${cx - w * 0.62} ${base - h * 0.97} L ${cx - w * 0.38} ${base - h * 0.86} Z" fill="${color}"/>` +
    `<path d="M${cx + w * 0.34} ${base - h * 0.88} q ${w * 0.42} 0 ${w * 0.42} ${h * 0.36} q 0 ${h * 0.3} -${w * 0.34} ${h * 0.4}" stroke="${C.woodDark}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${base - h}" rx="${w * 0.36}" ry="8" fill="${shade(color, -0.1)}"/><rect x="${cx - 12}" y="${base - h - 14}" width="24" height="12" rx="6" fill="${C.woodDark}"/><rect x="${cx - w * 0.3}" y="${base - h * 0.8}" width="7" height="${h * 0.6}" rx="3" fill="#fff" opacity="0.5"/>`;
}
/** A small minibar fridge: a glass door lit from inside, bottles and cans on its shelves, a handle. */
function minibar(x: number, w: number, top: number, base: number): string {
  const inner = { x: x + 18, y: top + 18, w: w - 36, h: base - top - 60 };
  const shelfY = inner.y + inner.h * 0.52;
  let items = '';
  const upper = [['#e6f2f4', '#2f8096'], ['#f39c3d', C.charcoal], ['#e6f2f4', '#2f8096'], ['#d9c77a', C.gold]];
  upper.forEach(([body, cap], i) => { items += flask(inner.x + 26 + i * (inner.w - 40) / 4, shelfY, 26, 84, body ?? C.white, cap ?? C.charcoal, 0.34); });
  for (let i = 0; i < 5; i++) items += `<rect x="${inner.x + 12 + i * (inner.w - 24) / 5}" y="${inner.y + inner.h - 58}" width="${(inner.w - 24) / 5 - 6}" height="56" rx="5" fill="${[C.chili, '#d9d2c4', C.sea, C.lime, C.chili][i] ?? C.sea}"/>`;
  return floorShadow(x + w / 2, base + 4, w * 1.08, 0.28) + `<rect x="${x}" y="${top}" width="${w}" height="${base - top}" rx="12" fill="#2f2c29" filter="url(#soft)"/><rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" rx="6" fill="#f6f1e4"/>` +
    glow(x + w / 2, inner.y + 40, inner.w * 0.5, 60, '#fff7df', 0.7) + items + `<rect x="${inner.x}" y="${shelfY}" width="${inner.w}" height="6" fill="#cfd8da"/>` +
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" rx="6" fill="#dff0f3" opacity="0.18"/><path d="M${inner.x + 20} ${inner.y} h 40 l -70 ${inner.h} h -40 z" fill="#fff" opacity="0.12"/>` +
    `<rect x="${x + w - 12}" y="${inner.y + 20}" width="8" height="${inner.h * 0.6}" rx="4" fill="#c9c4bb"/><rect x="${x + 14}" y="${base - 32}" width="${w - 28}" height="12" rx="4" fill="#1d1b19"/>`;
}
/** A silvery olive tree: a gnarled, forked trunk and an open, irregular crown. */
function oliveTree(cx: number, base: number, s = 1): string {
  const trunk = `<path d="M${cx - 30 * s} ${base} C ${cx - 10 * s} ${base - 50 * s} ${cx - 40 * s} ${base - 100 * s} ${cx - 90 * s} ${base - 200 * s} M${cx + 26 * s} ${base} C ${cx + 40 * s} ${base - 70 * s} ${cx - 6 * s} ${base - 120 * s} ${cx + 70 * s} ${base - 210 * s} M${cx} ${base - 70 * s} C ${cx + 10 * s} ${base - 140 * s} ${cx - 20 * s} ${base - 190 * s} ${cx + 4 * s} ${base - 250 * s}" stroke="#76685a" stroke-width="${r(20 * s)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx - 60 * s} ${base - 160 * s} l ${-70 * s} ${-30 * s} M${cx + 50 * s} ${base - 180 * s} l ${80 * s} ${-20 * s}" stroke="#76685a" stroke-width="${r(9 * s)}" stroke-linecap="round"/><path d="M${cx - 4 * s} ${base - 8 * s} q ${6 * s} ${-30 * s} ${-2 * s} ${-56 * s}" stroke="#4f4438" stroke-width="${r(6 * s)}" fill="none"/>`;
  let crown = '';
  const tones = ['#8a9a74', '#98a684', '#a9b595', '#b8c2a6'];
  for (let layer = 0; layer < 2; layer++) for (let i = 0; i < 9; i++) {
    const a = i * 2.4 + layer, d = 0.35 + rnd(i * 13 + layer + cx) * 0.65;
    const x = cx + Math.cos(a) * 165 * d * s, y = base - 250 * s + Math.sin(a) * 75 * d * s - layer * 14 * s;
    crown += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r((44 + rnd(i + cx) * 26) * s)}" ry="${r((26 + rnd(i * 3 + cx) * 12) * s)}" fill="${tones[(i + layer * 2) % 4] ?? tones[0]}"/>`;
  }
  return floorShadow(cx, base, 240 * s, 0.2) + trunk + `<g filter="url(#softSmall)">${crown}</g>`;
}
/** A slim dark cypress. */
function cypress(cx: number, base: number, h: number, w = h * 0.16): string {
  return floorShadow(cx, base, w * 1.8, 0.2) + `<path d="M${cx} ${base - h} C ${cx + w * 0.7} ${base - h * 0.7} ${cx + w * 0.62} ${base - h * 0.2} ${cx + w * 0.3} ${base} H ${cx - w * 0.3} C ${cx - w * 0.62} ${base - h * 0.2} ${cx - w * 0.7} ${base - h * 0.7} ${cx} ${base - h} Z" fill="#3d5230" filter="url(#softSmall)"/>` +
    `<path d="M${cx - w * 0.1} ${base - h * 0.85} C ${cx - w * 0.4} ${base - h * 0.6} ${cx - w * 0.4} ${base - h * 0.3} ${cx - w * 0.2} ${base - h * 0.08}" stroke="#5a7244" stroke-width="${r(w * 0.18)}" fill="none" stroke-linecap="round" opacity="0.8"/>`;
}
/** An oleander shrub in flower (pink, or white with `white`). */
function oleander(cx: number, base: number, s = 1, white = false): string {
  let bush = '';
  const blobs: [number, number, number, number][] = [[-70, -90, 90, 80], [40, -120, 100, 95], [110, -70, 80, 65], [-20, -60, 120, 60]];
  blobs.forEach(([dx, dy, rx, ry], i) => { bush += `<ellipse cx="${r(cx + dx * s)}" cy="${r(base + dy * s)}" rx="${r(rx * s)}" ry="${r(ry * s)}" fill="${i % 2 ? '#5f7a45' : '#55703d'}"/>`; });
  let flowers = '';
  for (let i = 0; i < 22; i++) {
    const x = cx + (rnd(i * 5 + cx) - 0.45) * 280 * s, y = base - (30 + rnd(i * 11 + cx) * 170) * s;
    flowers += `<circle cx="${r(x)}" cy="${r(y)}" r="${r((11 + rnd(i) * 6) * s)}" fill="${white ? (i % 3 ? '#fbf8f2' : '#eee9de') : (i % 3 ? '#e98fae' : '#d66f93')}"/>`;
  }
  return floorShadow(cx, base, 300 * s, 0.18) + `<g filter="url(#softSmall)">${bush}</g>${flowers}`;
}
/** A Mediterranean stone pine: a tall bare trunk and a flat, wide crown. */
function stonePine(cx: number, base: number, h: number, w: number, lean = 0): string {
  const top = base - h;
  const tx = cx + lean;
  return `<path d="M${cx - 10} ${base} C ${cx - 6} ${base - h * 0.4} ${tx - 8} ${top + h * 0.3} ${tx} ${top + 40} M${tx} ${top + 90} l ${-w * 0.22} -50 M${tx} ${top + 70} l ${w * 0.2} -40" stroke="#6a4e3a" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<g filter="url(#softSmall)"><ellipse cx="${tx}" cy="${top + 10}" rx="${w / 2}" ry="${w * 0.16}" fill="#4b5e36"/><ellipse cx="${tx - w * 0.2}" cy="${top - 10}" rx="${w * 0.28}" ry="${w * 0.12}" fill="#5a6f40"/><ellipse cx="${tx + w * 0.18}" cy="${top - 6}" rx="${w * 0.3}" ry="${w * 0.12}" fill="#54683c"/><ellipse cx="${tx + w * 0.05}" cy="${top - 28}" rx="${w * 0.22}" ry="${w * 0.09}" fill="#667c4a"/></g>`;
}
/** A potted plant in a terracotta pot from the side, flowering in `flower` if given (geranium, bougainvillea). */
function flowerPot(cx: number, base: number, s = 1, flower: string | null = '#c2376d'): string {
  let leaves = '';
  for (let i = 0; i < 8; i++) leaves += `<ellipse cx="${r(cx + (i - 3.5) * 20 * s)}" cy="${r(base - (96 + (i % 3) * 22) * s)}" rx="${r(34 * s)}" ry="${r(26 * s)}" fill="${i % 2 ? C.leaf : C.oliveDark}"/>`;
  let fl = '';
  if (flower) for (let i = 0; i < 10; i++) fl += `<circle cx="${r(cx + (rnd(i + cx) - 0.5) * 150 * s)}" cy="${r(base - (100 + rnd(i * 3 + cx) * 70) * s)}" r="${r(11 * s)}" fill="${i % 3 ? flower : shade(flower, 0.25)}"/>`;
  return floorShadow(cx, base + 2, 110 * s, 0.22) + leaves + fl + `<path d="M${cx - 48 * s} ${base - 90 * s} h${96 * s} l -${12 * s} ${90 * s} h-${72 * s} z" fill="${C.terracotta}" filter="url(#softSmall)"/><rect x="${cx - 52 * s}" y="${base - 96 * s}" width="${104 * s}" height="${16 * s}" rx="4" fill="${C.terracottaDark}"/>`;
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

  // The rooms' own galleries: bathrooms, balconies and terraces, corners
  { name: 'bath-rain-shower', shows: 'A bathroom with a glass-walled rain shower, a stone basin on a wooden vanity under a round mirror, and white towels on a ladder rail and on the shelf below', focusX: 0.3, draw: () =>
    tiles(0, 0, W, HORIZON, '#ece4d7', 200, 100, true, 0.05) + tileFloor('#d8cfc1', '#b7ab98') + glow(560, 260, 520, 260) +
    rainShower(160, 420, 900, '#6e9f9d') + `<path d="M150 928 H 590 L 606 972 H 134 Z" fill="#f6f3ec" filter="url(#softSmall)"/>` + towelLadder(740, 905, 560) +
    sconce(905, 300) + sconce(1335, 300) + roundMirror(1120, 330, 165) + washstand(880, 480, 650, 905) + vesselBasin(1120, 650, 180, '#d9d2c6', C.gold, 64) +
    towelStack(1000, 835, 150, 2) + towelStack(1160, 835, 150, 2) + flask(960, 650, 40, 74, '#e7dfd0', '#e7dfd0', 0.45) + sprig(960, 590, 130, -78, '#7d9a5c', 4) + flask(1290, 650, 40, 84, '#efe9df', C.gold, 0.3, true) + flask(1338, 650, 32, 58, '#c9b18c', C.gold, 0.3) +
    plant(1490, 905, 0.85, '#e9e0d2') },
  { name: 'bath-tub-marble', shows: 'A marble bathroom: a freestanding tub with a brass filler, twin basins on a long marble counter under two arched mirrors, toiletries and white towels', focusX: 0.5, draw: () =>
    `<rect width="${W}" height="${HORIZON}" fill="#f1eee9"/>` + veins(0, 0, W, HORIZON, 7, '#a49c92', 7) + `<path d="M400 0 V ${HORIZON} M800 0 V ${HORIZON} M1200 0 V ${HORIZON} M0 310 H ${W}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>` +
    tileFloor('#ece8e1', '#c9c2b6', 5, true) + windowWall(50, 150, 190, 400, 'sea') + glow(800, 380, 600, 260) +
    archMirror(560, 130, 220, 316) + archMirror(1040, 130, 220, 316) + sconce(800, 270) +
    floorShadow(800, 860, 900, 0.18) + `<rect x="360" y="630" width="880" height="96" fill="#6f4e36" filter="url(#soft)"/>${[0, 1, 2, 3].map((i) => `<rect x="${372 + i * 217}" y="644" width="205" height="70" rx="4" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="3"/><rect x="${444 + i * 217}" y="675" width="60" height="8" rx="4" fill="${C.gold}"/>`).join('')}` +
    `<rect x="330" y="600" width="940" height="34" rx="3" fill="#f4f2ee" filter="url(#softSmall)"/>` + veins(330, 600, 940, 34, 3, '#9d958b', 4) +
    vesselBasin(560, 600, 170, '#fbfaf7', C.gold, 64) + vesselBasin(1040, 600, 170, '#fbfaf7', C.gold, 64) + towelStack(410, 600, 110, 2) + flask(770, 600, 40, 88, '#c9883f', C.charcoal, 0.3, true) + flask(822, 600, 46, 54, '#fbfaf7', C.gold, 1) + tumbler(872, 600, 34, 56, null) +
    flask(1190, 600, 36, 78, '#f3efe6', C.charcoal, 0.3, true) + flask(1236, 600, 30, 44, '#b9cdd0', C.gold, 1) +
    freestandingTub(800, 965, 500) + tubFiller(1110, 965, 190) + floorShadow(440, 966, 130) + `<rect x="380" y="840" width="120" height="18" rx="4" fill="${C.wood}" filter="url(#softSmall)"/><rect x="392" y="858" width="14" height="108" fill="${C.woodDark}"/><rect x="474" y="858" width="14" height="108" fill="${C.woodDark}"/>` +
    pillarCandle(414, 840, 30, 50) + flask(462, 840, 30, 66, '#7c8a55', C.gold, 0.3) + towelLadder(1420, 905, 540) + plant(1530, 965, 0.7, '#efe9df') },

  { name: 'balcony-sea-loungers', shows: 'A balcony at sunrise: two wooden sun loungers with linen cushions and a small table with two coffees on the deck, a glass balustrade and the sea beyond', focusX: 0.3, draw: () =>
    seaBackdrop(430, 700, 720, true) + decking(690) + glow(560, 800, 560, 140, '#ffdcaa', 0.45) + glassRail(545, 700, 0, 1490) +
    `<rect width="${W}" height="40" fill="#efe6d8"/><rect y="40" width="${W}" height="10" fill="#000" opacity="0.08"/><rect x="1490" width="110" height="${H}" fill="#ece2d2"/><rect x="1490" width="14" height="${H}" fill="#000" opacity="0.06"/>` +
    lounger(150, 905, 470, '#f6f1e8', C.sea) + roundTable(745, 905, 752, 80) + coffeeCup(716, 748, 38, C.seaLight) + coffeeCup(776, 748, 38, C.seaLight, false) + lounger(880, 905, 470, '#f6f1e8', C.terracotta) + flowerPot(1410, 910, 0.9, null) },
  { name: 'balcony-garden', shows: 'A small balcony with two bistro chairs and a little round table, an iron balustrade and, below, gardens of olive trees, pink and white oleanders and tall cypresses', focusX: 0.5, draw: () => {
    const sky = lin('#b7d8e8', '#eef0e2');
    return `${withDefs(sky)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><path d="M0 400 Q 300 330 620 380 T 1200 360 T 1600 372 V 520 H 0 Z" fill="#a7b79a" opacity="0.7"/><rect y="470" width="${W}" height="${H - 470}" fill="#9cb477"/>` +
      cypress(330, 590, 400) + cypress(1000, 585, 430) + cypress(1070, 600, 330) + cypress(1480, 590, 380) + oliveTree(560, 620, 0.95) + oliveTree(1280, 625, 0.9) + oliveTree(820, 600, 0.7) +
      oleander(420, 660, 0.75) + oleander(700, 668, 0.7) + oleander(960, 662, 0.72, true) + oleander(1180, 668, 0.7) + oleander(1440, 660, 0.75, true) +
      paving(760, '#d58f67', '#b56f4b', 560) + ironRail(575, 765, '#33402f', 150, W) +
      `<rect width="150" height="${H}" fill="#efe4d2"/><rect x="138" width="12" height="${H}" fill="#000" opacity="0.07"/>` + shutter(24, 90, 100, 660) +
      bistroChair(600, 925, 1, '#f1ece3', C.terracotta) + roundTable(800, 925, 735, 105) + tumbler(770, 735, 30, 58, '#f3e6a8') + tumbler(826, 735, 30, 58, '#f3e6a8') + bistroChair(1000, 925, -1, '#f1ece3', C.terracotta) +
      flowerPot(1380, 930, 0.9, '#d9416f'); } },
  { name: 'terrace-breakfast-sea', shows: 'Breakfast for two on a terrace over the sea: coffee in a cafetière and two cups, croissants and orange juice on a white-clothed table between two chairs', focusX: 0.5, draw: () =>
    seaBackdrop(420, 600, 1180, false) + `<rect y="556" width="${W}" height="140" fill="#f2ece2"/><rect y="546" width="${W}" height="24" rx="4" fill="#e3d9c9" filter="url(#softSmall)"/><rect y="570" width="${W}" height="8" fill="#000" opacity="0.05"/>` +
    paving(696, '#e6d8c2', '#c6b497', 500) + glow(800, 780, 700, 160, '#fff3d6', 0.4) + flowerPot(170, 700, 1.2, '#c2376d') + flowerPot(1450, 700, 1.1, '#c2376d') +
    bistroChair(470, 925, 1, '#c9a26f', C.sea) + bistroChair(1130, 925, -1, '#c9a26f', C.sea) + clothTable(800, 915, 690, 270) +
    tumbler(630, 682, 50, 104, '#f39c3d', 0.8) + cafetiere(800, 670, 150) + tumbler(970, 682, 50, 104, '#f39c3d', 0.8) +
    croissantPlate(650, 732, 150) + coffeeCup(758, 728, 62, C.seaLight) + coffeeCup(862, 728, 62, C.seaLight, false) + croissantPlate(958, 732, 150) },

  { name: 'kids-room-beds', shows: 'A children’s room: two single beds with a window between them behind drawn blackout curtains, a basket of toys, a bookshelf and a rug', focusX: 0.56, draw: () =>
    roomShell('#f3e6d9', C.woodLight, C.wood) + `<path d="M0 440 Q 200 410 400 440 T 800 440 T 1200 440 T 1600 440 V ${HORIZON} H 0 Z" fill="#cdd6bb"/>` +
    bunting(40, 1540, 120, 70, 640, 1160) + blackoutCurtains(900, 150, 180, 640) + art(560, 290, 160, 120, C.gold, C.sea) + art(1080, 290, 160, 120, C.terracotta, C.olive) +
    bed(640, 300, { pillows: 1, head: '#d8c3a5', throwColor: C.sea }) + bed(1160, 300, { pillows: 1, head: '#d8c3a5', throwColor: C.gold }) +
    `<ellipse cx="900" cy="960" rx="330" ry="44" fill="#e6cfb4" opacity="0.9"/><ellipse cx="900" cy="960" rx="270" ry="32" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>` + toyBasket(900, 950, 170) +
    bookshelf(120, 300, 220, 905) + plant(1470, 905, 0.8) },
  { name: 'suite-living-dining', shows: 'A suite’s living room: a long dining table laid for eight under pendant lights, and a bar counter with stools and shelves of bottles and glasses', focusX: 0.53, draw: () =>
    roomShell('#ebe2d3', '#b08760', C.woodDark) + windowWall(130, 140, 640, 400, 'sea', '#f6f0e6', 3) + rug(480, 900, 900, '#cdb592') +
    diningTable(470, 700, 720, 4, 900) + pendant(330, 470) + pendant(610, 470) +
    barCounter(900, 480, 640, 900, [300, 430]) + barStool(985, 935, 740, '#b9855a') + barStool(1140, 935, 740, '#b9855a') + barStool(1295, 935, 740, '#b9855a') + armchair(1510, 905, '#cdbb9c', 0.75) },

  { name: 'villa-dining-terrace', shows: 'A villa’s shaded dining terrace: a table for six under a pergola hung with bougainvillea, beside the private pool, among stone pines', focusX: 0.48, draw: () => {
    const sky = lin('#a9d3e6', '#eef0e2');
    return `${withDefs(sky)}<rect width="${W}" height="${H}" fill="url(#${sky.id})"/><path d="M0 520 Q 400 440 800 500 T 1600 470 V 620 H 0 Z" fill="#a7b79a" opacity="0.7"/><rect y="600" width="${W}" height="60" fill="#8fae6a"/>` +
      stonePine(720, 640, 470, 300, 20) + stonePine(1060, 630, 520, 360, -10) + stonePine(1340, 640, 440, 300, 26) + stonePine(1560, 630, 500, 320, -20) + cypress(880, 650, 300) + cypress(1470, 650, 260) +
      paving(650, '#e8dcc6', '#c9b899', 470) + villaWall(-10, 170, 120, 700) + poolBasin(930, 1500, 700, 860, 1560, 930) +
      pergola(250, 830, 190, 930) + diningTable(540, 716, 480, 3, 915, '#9c7048', '#dcc8a2') + flowerPot(950, 700, 0.8, '#c2376d'); } },
  { name: 'duplex-bedroom-upstairs', shows: 'An upstairs bedroom under a sloping wooden ceiling: a double bed between two bedside lamps, a skylight letting in the sky and the banister of the stair', focusX: 0.55, draw: () =>
    atticShell('#f2e9dc', '#c99b6d', 60, 400) + boardFloor(C.woodLight, C.wood) +
    art(690, 300, 220, 150, C.sea, C.gold) + nightstand(440) + bed(800, 560, { head: '#d9c6a5', throwColor: C.olive, pillows: 2 }) + nightstand(1160) + rug(800, 915, 900, '#d7c2a2') +
    `<path d="M0 760 L 230 700" stroke="${C.woodDark}" stroke-width="18" stroke-linecap="round" filter="url(#softSmall)"/>${[30, 90, 150, 210].map((x) => `<rect x="${x - 5}" y="${r(760 - (x * 60) / 230)}" width="10" height="${r(240 + (x * 60) / 230)}" fill="${C.woodDark}"/>`).join('')}` },
  { name: 'coffee-corner', shows: 'A coffee corner in a room: an espresso machine, a kettle and cups on a wooden sideboard, and a small minibar fridge with drinks beside it', focusX: 0.585, draw: () =>
    roomShell('#ebe0cf', C.woodLight, C.wood) + windowWall(110, 170, 280, 400, 'garden') + `<rect x="580" y="360" width="440" height="16" rx="3" fill="${C.woodDark}" filter="url(#softSmall)"/>` +
    coffeeCup(640, 360, 40, C.seaLight, false) + coffeeCup(720, 360, 40, '#f3ede3', false) + flask(810, 360, 60, 80, '#f3ede3', C.woodDark, 1) + flowerPot(950, 360, 0.6, null) + sconce(1170, 300) +
    sideboard(560, 480, 650, 905) + coffeeMachine(670, 650, 210) + kettle(828, 650, 136) + coffeeCup(926, 650, 44, '#fbfaf7', false) + coffeeCup(992, 650, 44, C.seaLight, false) +
    minibar(1065, 200, 640, 905) + tumbler(1130, 640, 36, 56, null) + tumbler(1190, 640, 36, 56, null) + plant(1440, 905, 0.85) },

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
