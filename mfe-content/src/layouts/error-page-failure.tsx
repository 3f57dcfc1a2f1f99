import { useIntl } from 'react-intl';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath } from '@nirvana/shared/routes';

/** Shown when rendering the error page itself failed. */
export function ErrorPageFailure({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <div className="layout layout--error container" role="alert">
      <h1 className="page-title">{intl.formatMessage({ id: 'error.pageFailed' })}</h1>
      <a className="button button--primary error-home" href={buildPath('home', locale) ?? '/'}>
        {intl.formatMessage({ id: 'error.goHome' })}
      </a>
    </div>
  );
}
