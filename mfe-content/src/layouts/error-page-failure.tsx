import { useIntl } from 'react-intl';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath } from '@nirvana/shared/routes';

/** Shown when rendering the error page itself failed. */
export function ErrorPageFailure({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <div className="layout layout--error error-page" role="alert">
      <div className="error-hero">
        <h1 className="error-title">{intl.formatMessage({ id: 'error.pageFailed' })}</h1>
        <a className="error-home" href={buildPath('home', locale) ?? '/'}>
          {intl.formatMessage({ id: 'error.goHome' })}
        </a>
      </div>
    </div>
  );
}
