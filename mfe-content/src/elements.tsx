/**
 * The content section's custom element, for hosts outside the shell:
 * `<nirvana-page-content path="/en/hotels/nirvana-cosmopolitan/rooms" lang="en" api-base="https://api...">`
 * fetches that page and renders its body (with the same layouts) in its shadow root. `lang` and
 * `api-base` are read as every element of the site reads them (`@nirvana/shared/define-element`).
 * Runtime config values it needs (booking site, maps key) can be given as the `config` property.
 * Inside its shadow root the section's tree is the runtime's (`SectionTree`: messages, data store,
 * boundary) in a container with the host class the section's sheets are scoped to.
 */
import { useEffect, useMemo, useState } from 'react';
import { createDataStore, useLoad } from '@nirvana/shared/section-data';
import { useMessages } from '@nirvana/shared/use-messages';
import { SectionTree, type SectionView } from '@nirvana/shared/section-runtime';
import { currentDevice } from '@nirvana/shared/device';
import { createApiClient } from '@nirvana/shared/api/client';
import { emptyPage } from '@nirvana/shared/api/empty-page';
import type { PageState } from '@nirvana/shared/bus';
import type { Locale } from '@nirvana/shared/locales';
import { defineElement, ELEMENT_ATTRIBUTES, resolveApiBase, resolveLocale, type ElementAttributes, type NirvanaElement } from '@nirvana/shared/define-element';
import { matchPath, pageUrlOf } from '@nirvana/shared/routes';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { ContentApp } from './app/content-app';
import { adoptSheets, BASE_SHEETS } from '@nirvana/shared/adopt-sheets';
import { CONTENT_SHEETS } from './app/sheets';
import { contentMessages } from './i18n/load-messages';
import { defaultRemotes } from '@nirvana/shared/sections';
import { bundlePublicPath } from './script-origin';

export interface PageContentProps extends Omit<ElementAttributes, 'propertyId'> {
  path?: string;
  config?: Partial<RuntimeConfig>;
  container?: ShadowRoot;
}

/** The state the shell would publish for a path: route from the route table, page from the API. */
export async function pageStateFor(path: string, apiBase: string): Promise<PageState> {
  const match = matchPath(path);
  const api = createApiClient(apiBase);
  if (!match) {
    const locale: Locale = 'tr';
    return { route: { locale, routeId: 'not-found', params: {}, layout: 'error', path }, status: 'error', statusCode: 404, page: await api.notFoundPage(locale) };
  }
  const route = { locale: match.locale, routeId: match.route.id, params: match.params, layout: match.layout, path: match.path };
  try {
    const page = await api.page(pageUrlOf(match.path), match.locale);
    return { route, status: 'ready', statusCode: 200, page };
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    return { route: { ...route, layout: 'error' }, status: 'error', statusCode: status, page: await api.notFoundPage(match.locale).catch(() => emptyPage()) };
  }
}


function PageContent({ path, lang, apiBase, config, container }: PageContentProps) {
  const base = resolveApiBase(apiBase, bundlePublicPath());
  const locale = resolveLocale(lang);
  const store = useMemo(() => createDataStore(), []);
  useEffect(() => {
    adoptSheets(container, [...BASE_SHEETS, ...CONTENT_SHEETS]);
  }, [container]);
  const target = path || (locale === 'tr' ? '/' : `/${locale}`);
  const loaded = useLoad('content page', [target, base], () => pageStateFor(target, base));
  // The last page loaded stays until the next one has arrived (and when that one fails).
  const [state, setState] = useState(loaded);
  if (loaded && loaded !== state) setState(loaded);
  const messages = useMessages(contentMessages, state?.route.locale ?? locale, 'content');
  const fullConfig = useMemo(
    () => ({
      apiBase: base,
      remotes: defaultRemotes(),
      chat: {},
      bookingSite: 'https://www.nirvanahotels.com/booking',
      handOff: {},
      phone: '',
      messagingUrl: '/',
      loyaltyUrl: '/',
      social: {},
      mapsKey: null,
      ...config,
    }) as RuntimeConfig,
    [base, config],
  );
  const view = useMemo<SectionView | undefined>(
    () => (state ? { state, device: currentDevice(), locale: state.route.locale, config: fullConfig } : undefined),
    [state, fullConfig],
  );
  return (
    <div className="nirvana-section nirvana-content-host">
      <div className="content-root">
        {view && messages ? (
          <SectionTree section="content" Root={ContentApp} slot="main" view={view} store={store} messages={messages} pending={<div className="content-pending" aria-busy="true" />} />
        ) : (
          <div className="content-pending" aria-busy="true" />
        )}
      </div>
    </div>
  );
}

/** Defines `<nirvana-page-content>` once, however many times the bundle loads. */
export function defineContentElements(): void {
  // The page's property is the one its path names, so the element takes no `property-id`.
  const { lang, apiBase } = ELEMENT_ATTRIBUTES;
  defineElement('nirvana-page-content', PageContent, { props: { path: 'string', lang, apiBase, config: 'json' } });
}

declare global {
  interface HTMLElementTagNameMap {
    'nirvana-page-content': NirvanaElement<{ path?: string; config?: Partial<RuntimeConfig> }, 'lang' | 'apiBase'>;
  }
}

defineContentElements();
