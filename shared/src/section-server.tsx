/**
 * A section's server render (`mfe-<section>/src/server.tsx`): `serveSection(face)` gives the two
 * exports the shell server calls, in a worker of its own (shell/server/section-renders.ts):
 * - `render(context)`: the section's HTML for each of its slots on the page (the very tree the
 *   browser hydrates, `SectionTree`, rendered with React's `prerender`, which waits for every
 *   `useLoad`), and the data it loaded, which the page inlines so the browser asks nothing again;
 * - `css`: the text of the section's sheets, scoped to its hosts, in the order the browser adopts
 *   them (the shell links it, hashed, in the page's head).
 * The contract (context and result) is `SectionRenderContext` / `SectionRenderResult`.
 */
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageState } from './bus';
import type { DeviceInfo } from './device';
import type { MessageCatalog } from './messages';
import type { RuntimeConfig } from './runtime-config';
import { createDataStore } from './section-data';
import { identifierPrefix, SectionTree, type SlotProps } from './section-runtime';
import type { SectionName, SlotName } from './sections';

/** What the shell gives a section's server render. */
/**
 * How a section's tree is prerendered (tests render the same way): all in place, no boundary sent
 * apart as a hidden part with an inline script to move it (the page's CSP runs no inline script,
 * and a crawler would read it hidden).
 */
export const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;

export interface SectionRenderContext {
  state: PageState;
  /** The device class of the request (its user agent). */
  device: DeviceInfo;
  /** The runtime config the page is served with (the visitor's origin). */
  config: RuntimeConfig;
  /** The API as the server reaches it, and the headers its calls carry (the visitor's host, for media URLs). */
  api: { base: string; headers: Record<string, string> };
  /** The slots the page has (every slot but those a layout leaves out). */
  slots: readonly SlotName[];
}

/** What a section's server render gives back. */
export interface SectionRenderResult {
  /** The HTML inside each slot's host container. */
  html: Partial<Record<SlotName, string>>;
  /** What the section loaded (`useLoad`'s answers by key): inlined into the page. */
  data: Record<string, unknown>;
  /**
   * A loader threw or a part failed to render (the browser loads or renders it): the HTML serves
   * this answer, but the shell keeps neither it nor the page it is in (the next one renders again).
   */
  incomplete?: true;
}

export interface ServerFace {
  section: SectionName;
  /** The section's sheets: on the server, their text (the same files the client adopts). */
  sheets: readonly unknown[];
  messages: MessageCatalog;
  /** The root component, imported (not lazy): the server renders it whole. */
  Root: ComponentType<SlotProps>;
  /** The slots the section renders in on a page (default: each of its slots the page has). */
  slots: readonly SlotName[];
  /** What the browser shows while the root component loads: the same fallback, for an equal tree. */
  pending?: ReactNode;
  /**
   * Called before each render with the context: where the section's client files are served (so
   * an imported asset's URL is the one the browser uses) and the API the loaders call.
   */
  prepare?: (context: SectionRenderContext) => void;
}

/** How long a render may take inside the worker before React gives up on what is still loading. */
const RENDER_LIMIT_MS = 4000;

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export function serveSection(face: ServerFace) {
  const css = face.sheets.map((sheet) => String(sheet)).join('\n');
  async function render(context: SectionRenderContext): Promise<SectionRenderResult> {
    face.prepare?.(context);
    const locale = context.state.route.locale;
    const messages = await face.messages.load(locale);
    const store = createDataStore({ server: true });
    const view = { state: context.state, device: context.device, locale, config: context.config, server: { apiBase: context.api.base, headers: context.api.headers } };
    const html: SectionRenderResult['html'] = {};
    let partFailed = false;
    const slots = face.slots.filter((slot) => context.slots.includes(slot));
    await Promise.all(
      slots.map(async (slot) => {
        const tree = <SectionTree section={face.section} Root={face.Root} slot={slot} view={view} store={store} messages={messages} pending={face.pending} />;
        const stop = new AbortController();
        const timer = setTimeout(() => stop.abort(new Error(`render of ${slot} ran past ${RENDER_LIMIT_MS} ms`)), RENDER_LIMIT_MS);
        const { prelude } = await prerenderToNodeStream(tree, {
          identifierPrefix: identifierPrefix(face.section, slot),
          ...PRERENDER_OPTIONS,
          signal: stop.signal,
          onError: (error: unknown) => {
            partFailed = true;
            console.warn(`[${face.section}] server render of ${slot}:`, error instanceof Error ? error.message : error);
          },
        }).finally(() => clearTimeout(timer));
        html[slot] = await streamText(prelude);
      }),
    );
    return { html, data: store.snapshot(), ...(partFailed || store.failed.size > 0 ? { incomplete: true as const } : {}) };
  }
  return { render, css, section: face.section };
}
