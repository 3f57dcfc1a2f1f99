/** Applies a head model to the document after a client-side navigation. */
import { setAttribute } from './dom-attribute';
import type { HeadModel } from './head-model';

function setMeta(doc: Document, attr: 'name' | 'property', key: string, content: string | null): void {
  const selector = `meta[${attr}="${key}"]`;
  let el = doc.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute(attr, key);
    doc.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

export function applyHead(head: HeadModel, doc: Document = document): void {
  doc.title = head.title;
  setAttribute(doc.documentElement, 'lang', head.lang);
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'name', 'robots', head.robots);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  } else {
    canonical?.remove();
  }
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const alt of head.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    doc.head.appendChild(link);
  }
  setMeta(doc, 'property', 'og:title', head.og.title);
  setMeta(doc, 'property', 'og:description', head.og.description);
  setMeta(doc, 'property', 'og:url', head.og.url);
  setMeta(doc, 'property', 'og:image', head.og.image);
  setMeta(doc, 'property', 'og:locale', head.og.locale);
  doc.head.querySelectorAll('meta[property="og:locale:alternate"]').forEach((el) => el.remove());
  for (const locale of head.og.localeAlternates) {
    const el = doc.createElement('meta');
    el.setAttribute('property', 'og:locale:alternate');
    el.setAttribute('content', locale);
    doc.head.appendChild(el);
  }
}
