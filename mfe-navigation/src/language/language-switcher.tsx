/** Links to the same page in the other languages (hidden when the page has one version). */
import { useIntl } from 'react-intl';
import { LOCALE_INFO, localeCookie } from '@nirvana/shared/locales';
import type { LanguageVersion } from '@nirvana/shared/routes';
import { useNav } from '../common/nav-context';

export function LanguageSwitcher({ versions, className = '' }: { versions: LanguageVersion[]; className?: string }) {
  const { locale } = useNav();
  const intl = useIntl();
  if (versions.length < 2) return null;
  return (
    <nav className={`language-switcher ${className}`} aria-label={intl.formatMessage({ id: 'nav.language' })}>
      <ul>
        {versions.map((version) => {
          const info = LOCALE_INFO[version.locale];
          const current = version.locale === locale;
          return (
            <li key={version.locale}>
              <a
                href={version.path}
                hrefLang={info.code}
                lang={info.iso}
                aria-current={current ? 'page' : undefined}
                data-locale={version.locale}
                onClick={() => {
                  // The remembered language is what the root redirect uses next time.
                  document.cookie = localeCookie(version.locale);
                }}
              >
                {/* The visible code is part of the name (label in name), the language's own name follows. */}
                {version.locale.toUpperCase()}
                <span className="visually-hidden">
                  {' '}
                  {current ? intl.formatMessage({ id: 'nav.language.current' }, { name: info.name }) : info.name}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
