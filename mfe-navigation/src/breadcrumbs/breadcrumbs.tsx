/** The breadcrumb trail (text, url, active) under the nav bar. */
import { useIntl } from 'react-intl';
import { siteHref } from '../common/links';
import { useNav } from '../common/nav-context';
import type { Crumb } from './crumbs';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { locale } = useNav();
  const intl = useIntl();
  // A trail wider than the row gives way crumb by crumb, each cut with an ellipsis (its full text in
  // the title), the links before the current page's name (nav.css).
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.text}`}>
            {crumb.url !== null ? (
              <a href={siteHref(crumb.url, locale)} title={crumb.text}>{crumb.text}</a>
            ) : (
              <span aria-current="page" title={crumb.text}>{crumb.text}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
