/** The breadcrumb trail (text, url, active) under the nav bar. */
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { siteHref } from '../common/links';
import { useNav } from '../common/nav-context';
import type { Crumb } from './crumbs';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { locale } = useNav();
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const trail = crumbs.map((c) => c.text).join('\u0000');
  // A trail wider than the row shows its end, the current page (the row scrolls sideways).
  useLayoutEffect(() => {
    const el = list.current;
    if (el && el.scrollWidth > el.clientWidth) el.scrollLeft = el.scrollWidth;
  }, [trail]);
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol ref={list}>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.text}`}>
            {crumb.url !== null ? (
              <a href={siteHref(crumb.url, locale)}>{crumb.text}</a>
            ) : (
              <span aria-current="page">{crumb.text}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
