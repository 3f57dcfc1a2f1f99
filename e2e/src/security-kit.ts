/** Helpers of the security e2e tests (headers, XSS, faults): CSP violations, a partner port, DOM scans. */
import type http from 'node:http';
import Database from 'better-sqlite3';
import type { Page } from 'puppeteer';

/** Records CSP violations (from the first script on) in `window.__csp`. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Listens on localhost:port, waiting while another test file's partner server still holds it. */
export async function listenWithRetry(server: http.Server, port: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, 'localhost', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Everything unsafe found in the page: handlers, unsafe URLs, scripts without the nonce, srcdoc frames. */
export async function scanDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
    const unsafe = (value: string) => {
      try {
        return ['javascript:', 'data:', 'vbscript:'].includes(new URL(value, document.baseURI).protocol);
      } catch {
        return false;
      }
    };
    const visit = (root: Document | ShadowRoot, where: string) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        for (const attr of Array.from(el.attributes)) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) found.push(`${where} <${tag} ${name}>`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'srcdoc', 'background'].includes(name) && (name === 'srcdoc' || unsafe(attr.value))) {
            found.push(`${where} <${tag} ${name}="${attr.value.slice(0, 60)}">`);
          }
          if (name === 'style' && /expression\(|javascript:/i.test(attr.value)) found.push(`${where} <${tag} style>`);
        }
        // An inline script without the page's nonce, unless a JSON data block (the page's state, its JSON-LD), which no browser runs.
        const dataBlock = /^application\/(ld\+)?json$/i.test((el as HTMLScriptElement).type);
        if (tag === 'script' && (el as HTMLScriptElement).nonce !== nonce && !(el as HTMLScriptElement).src && !dataBlock) found.push(`${where} inline <script>`);
        if (['iframe', 'object', 'embed', 'base', 'meta'].includes(tag) && where !== 'document') found.push(`${where} <${tag}>`);
        if (tag === 'base' || (tag === 'meta' && el.getAttribute('http-equiv'))) found.push(`${where} <${tag}>`);
        if (el.shadowRoot) visit(el.shadowRoot, `${where} > ${tag}${el.id ? `#${el.id}` : ''}`);
      }
    };
    visit(document, 'document');
    return found;
  });
}

const CANARY = 'window.__xss=1';

/** Markup payloads: for text and HTML fields. */
export const MARKUP_PAYLOADS = [
  `<script>${CANARY}</script>`,
  `<img src=x onerror="${CANARY}">`,
  `<svg onload="${CANARY}">`,
  `<svg><script>${CANARY}</script></svg>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss=1"></iframe>`,
  `<a href="javascript:${CANARY}">click</a>`,
  `<a href="JaVaScRiPt:${CANARY}">click</a>`,
  `<a href="&#106;avascript:${CANARY}">click</a>`,
  `<a href="java&#x09;script:${CANARY}">click</a>`,
  `<a href=" &#14; javascript:${CANARY}">click</a>`,
  `<a href="data:text/html,<script>${CANARY}</script>">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<body onload="${CANARY}">`,
  `<div onmouseover="${CANARY}" style="position:fixed;inset:0">hover</div>`,
  `<input autofocus onfocus="${CANARY}">`,
  `<details open ontoggle="${CANARY}"><summary>s</summary></details>`,
  `<video><source onerror="${CANARY}"></video>`,
  `<audio src=x onerror="${CANARY}">`,
  `<div style="background:url(javascript:${CANARY});width:expression(${CANARY})">css</div>`,
  `<style>@import 'javascript:${CANARY}';*{background:url("javascript:${CANARY}")}</style>`,
  `{{constructor.constructor('${CANARY}')()}}`,
  '${window.__xss=1}',
  `</script><script>${CANARY}</script>`,
  `"><script>${CANARY}</script>`,
  `'><img src=x onerror=${CANARY}>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CANARY}>`,
  `<noscript><p title="</noscript><img src=x onerror=${CANARY}>">`,
  `<object data="javascript:${CANARY}"></object>`,
  `<embed src="javascript:${CANARY}">`,
  `<form action="javascript:${CANARY}"><button>go</button></form>`,
  `<button form="f" formaction="javascript:${CANARY}">x</button>`,
  '<base href="javascript:/">',
  `<meta http-equiv="refresh" content="0;url=javascript:${CANARY}">`,
  `<svg><a xlink:href="javascript:${CANARY}"><text y="20">x</text></a></svg>`,
  `<svg><animate onbegin="${CANARY}" attributeName="x" dur="1s"/></svg>`,
  `<img src="x" onerror="&#119;indow.__xss=1">`,
  `<marquee onstart="${CANARY}">m</marquee>`,
  `<!--<img src="--><img src=x onerror=${CANARY}//">`,
  `\u2028\u2029</script><!--<script>${CANARY}//-->`,
];

/** URL payloads: for url, fileUrl, sourceUrl and reservationUrl fields. */
export const URL_PAYLOADS = [
  `javascript:${CANARY}`,
  `JAVASCRIPT:${CANARY}`,
  `  javascript:${CANARY}`,
  `java\tscript:${CANARY}`,
  `java\nscript:${CANARY}`,
  `\u0001javascript:${CANARY}`,
  `javascript://%0a${CANARY}`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==`,
  `data:text/html,<script>${CANARY}</script>`,
  `data:image/svg+xml,<svg onload="${CANARY}"/>`,
  'vbscript:msgbox(1)',
  `&#106;avascript:${CANARY}`,
  `%6A%61vascript:${CANARY}`,
];

export const PAYLOADS_TRIED = MARKUP_PAYLOADS.length + URL_PAYLOADS.length;

const TEXT_KEYS = new Set(['title', 'name', 'description', 'subtitle', 'summary', 'alt', 'text', 'intro', 'venue', 'bed', 'view',
  'amenities', 'board', 'cancellation', 'hours', 'address', 'html', 'content', 'label', 'lead', 'body', 'caption']);
const URL_KEYS = new Set(['url', 'fileUrl', 'reservationUrl', 'orsUrl', 'whatsapp', 'sourceUrl', 'image']);

/** Writes the payloads into every text, HTML and URL string of every content document; returns how many fields. */
export function taint(dbPath: string): number {
  const db = new Database(dbPath);
  let fields = 0;
  let m = 0;
  let u = 0;
  const walk = (value: unknown, key: string, table: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, key, table));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k, table)]));
    }
    if (typeof value !== 'string') return value;
    if (TEXT_KEYS.has(key)) {
      fields += 1;
      // The original text stays readable after the payload (pages keep their meaning for the eye).
      return `${MARKUP_PAYLOADS[m++ % MARKUP_PAYLOADS.length]} ${value}`;
    }
    // Media: one in three (images keep loading elsewhere, so the pages still have their look).
    if (URL_KEYS.has(key) && (key !== 'sourceUrl' || u % 3 === 0)) {
      fields += 1;
      return URL_PAYLOADS[u++ % URL_PAYLOADS.length];
    }
    return value;
  };
  const tables = ['properties', 'pages', 'special_pages', 'menus', 'rooms', 'room_plans', 'story_groups', 'gallery_categories', 'gallery_files', 'events', 'category_contents'];
  db.transaction(() => {
    for (const table of tables) {
      const rows = db.prepare(`SELECT rowid AS r, doc FROM ${table}`).all() as { r: number; doc: string }[];
      const update = db.prepare(`UPDATE ${table} SET doc = ? WHERE rowid = ?`);
      for (const row of rows) update.run(JSON.stringify(walk(JSON.parse(row.doc), '', table)), row.r);
    }
  })();
  db.close();
  return fields;
}
