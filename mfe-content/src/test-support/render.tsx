import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { ApiClient } from '@nirvana/shared/api/client';
import type { PageState } from '@nirvana/shared/bus';
import type { DeviceInfo } from '@nirvana/shared/device';
import type { Locale } from '@nirvana/shared/locales';
import { ContentContext } from '../app/content-context';
import { MESSAGES } from '../i18n/messages';
import { config as baseConfig, desktop, pageState } from './fixtures';

/** Renders a part of the section with its real providers (intl, context) around it. */
export function renderInContent(
  ui: ReactNode,
  { api, state = pageState('main'), device = desktop, config = baseConfig, locale }: { api: ApiClient; state?: PageState; device?: DeviceInfo; config?: typeof baseConfig; locale?: Locale },
) {
  const lang = locale ?? state.route.locale;
  return render(
    <IntlProvider locale={lang} messages={MESSAGES[lang] as never}>
      <ContentContext.Provider value={{ api, config, device, state }}>{ui}</ContentContext.Provider>
    </IntlProvider>,
  );
}
