/**
 * The single-spa root config: reads the runtime config, publishes device and page state,
 * registers the four sections (always active, loaded from their remote entries at run time),
 * and starts the router, the loading bar, the chat loader and the online watcher.
 */
import { addErrorHandler, registerApplication, setMountMaxTime, start } from 'single-spa';
import { emit, on } from '@nirvana/shared/bus';
import { aboutOf, CONTACT_FORM_ANCHOR } from '@nirvana/shared/enquiry';
import { currentDevice, watchDevice } from '@nirvana/shared/device';
import type { RuntimeConfig, SectionProps } from '@nirvana/shared/runtime-config';
import { CONTAINER_NAMES, SECTIONS, SECTION_SLOTS, slotId, type SectionName } from '@nirvana/shared/sections';
import { ChatLoader } from './chat-loader';
import { readInitialState, readInlineConfig } from './initial-state';
import { defineLoadingBar } from './loading-bar';
import { LoadingProgress } from './loading-progress';
import { currentMessages } from './messages';
import { watchOnlineStatus } from './online-status';
import { handleChunkLoadError, installChunkErrorGuard } from './reload-guard';
import { browserRemoteDeps, loadRemoteModule } from './remote-loader';
import { Router } from './router';
import { whenSearchNeeded } from './search-deferral';
import { watchSearchActivity } from './search-activity';
import { whenNearViewport } from '@nirvana/shared/near-viewport';
import { whenSectionSettled } from '@nirvana/shared/slot-state';
import { warmIntl, yieldToMain } from '@nirvana/shared/yield';
import { createSectionApp, renderFallback, type SectionModule } from './section-app';

/** Sections that sit below the fold on every layout, loaded only when their slot nears the viewport. */
const DEFERRED_SECTIONS: readonly SectionName[] = ['newsletter'];

/**
 * Resolves when the address asks for the contact form (an enquiry link: `?about=…#contact-form`, at
 * load or after a client-side navigation): the form is in the newsletter section's slot, which then
 * loads at once, wherever it is on the page, so the form can be scrolled to.
 */
function whenContactFormAsked(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const asked = () => location.hash === `#${CONTACT_FORM_ANCHOR}` || aboutOf(location.search) !== null;
    if (asked()) return resolve();
    const off = on('nirvana:page', () => {
      if (!asked()) return;
      off();
      resolve();
    });
    signal.addEventListener('abort', off, { once: true });
  });
}

function slotsOf(section: SectionName): SectionProps['slots'] {
  const slots: SectionProps['slots'] = {};
  for (const slot of SECTION_SLOTS[section]) {
    const el = document.getElementById(slotId(slot));
    if (el) slots[slot] = el;
  }
  return slots;
}

function startLoadingBar(): LoadingProgress {
  defineLoadingBar();
  const el = document.createElement('nirvana-loading-bar');
  el.label = currentMessages().loading;
  document.body.prepend(el);
  const progress = new LoadingProgress((view) => {
    el.view = view;
  });
  // Sections report their own loads on the bus.
  on('nirvana:loading', ({ state }) => {
    if (state === 'start') progress.start();
    else if (state === 'done') progress.done();
    else progress.fail();
  });
  return progress;
}

async function runtimeConfig(): Promise<RuntimeConfig | undefined> {
  const inline = readInlineConfig();
  if (inline) return inline;
  try {
    // Fetched and checked against the full schema (valibot's few functions come with it, off the usual path).
    const { loadRuntimeConfig } = await import('@nirvana/shared/runtime-config');
    return await loadRuntimeConfig();
  } catch (error) {
    console.warn('[shell] runtime config unavailable', error);
    return undefined;
  }
}

function registerSections(config: RuntimeConfig): void {
  const deps = browserRemoteDeps();
  for (const section of SECTIONS) {
    const app = createSectionApp({
      section,
      load: () => loadRemoteModule<SectionModule>(config.remotes[section], CONTAINER_NAMES[section], './spa', deps),
      onFailure: (_section, error) => handleChunkLoadError(error),
      // The newsletter block closes every page: it loads when the visitor scrolls near it, measured
      // once the content above it has mounted (before that, the page is still short), or when the
      // address asks for the contact form in its slot.
      defer: DEFERRED_SECTIONS.includes(section)
        ? (slots) => {
          const settled = new AbortController();
          return Promise.race([
            whenNearViewport(Object.values(slots), { margin: 400, after: () => whenSectionSettled('content'), signal: settled.signal }),
            whenContactFormAsked(settled.signal),
          ]).finally(() => settled.abort());
        }
        : section === 'search'
          ? () => whenSearchNeeded()
          : undefined,
    });
    const customProps: SectionProps = { slots: slotsOf(section), config };
    registerApplication({ name: `@nirvana/${section}`, app, activeWhen: () => true, customProps });
  }
}

async function main(): Promise<void> {
  installChunkErrorGuard();
  // Anything a section lets through to single-spa is logged, never thrown at the page.
  addErrorHandler((error) => console.warn('[shell] application error', error));
  const bar = startLoadingBar();
  watchOnlineStatus();

  emit('nirvana:device', currentDevice());
  watchDevice((device) => emit('nirvana:device', device));
  const searchSlot = slotsOf('search').search;
  if (searchSlot) watchSearchActivity(searchSlot);

  // The start in short tasks (issue 20): the page state, the config and the router each in their own.
  await yieldToMain();
  const config = await runtimeConfig();
  if (!config) {
    for (const section of SECTIONS) {
      renderFallback(section, slotsOf(section), async () => window.location.reload());
    }
    return;
  }
  const siteUrl = config.siteUrl ?? window.location.origin;
  const apiBase = new URL(config.apiBase, window.location.href).href;
  const chat = new ChatLoader(config, window, document, typeof __webpack_nonce__ === 'string' ? __webpack_nonce__ : undefined);
  const router = new Router({
    win: window,
    doc: document,
    apiBase,
    bar,
    siteUrl,
    mediaBase: apiBase,
    onLocale: (locale) => chat.setLocale(locale),
  });
  on('nirvana:chat-open', () => chat.open());
  await yieldToMain();
  const first = router.start(readInitialState());
  await yieldToMain();
  registerSections(config);
  // A section retrying its remote entry takes a few seconds; that is no reason for a warning.
  setMountMaxTime(30_000, false, 30_000);
  start({ urlRerouteOnly: true });
  // While the sections' remote entries download, the browser's locale data loads in a task of its own.
  void yieldToMain().then(() => warmIntl(document.documentElement.lang || 'tr'));
  await first;
}

void main();
