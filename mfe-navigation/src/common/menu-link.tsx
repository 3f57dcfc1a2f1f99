/** One menu item as a link: new-window items get target _blank, file items a PDF icon. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { mediaUrl } from '../app/env';
import { Icon } from './icons';
import { siteHref } from './links';
import { useNav } from './nav-context';

export function MenuLink({ item, className, onNavigate }: { item: MenuItem; className?: string; onNavigate?: () => void }) {
  const { locale, config } = useNav();
  const file = item.fileUrl ? mediaUrl(config.apiBase, item.fileUrl) : null;
  const newWindow = item.openNewWindow || file !== null;
  const href = file ?? siteHref(item.url, locale);
  let extra: ReactNode = null;
  if (file) {
    extra = (
      <>
        <span className="link-icon"><Icon name="pdf" size={18} /></span>
        <span className="visually-hidden">
          {' '}(<FormattedMessage id="nav.pdf" />) <FormattedMessage id="nav.newWindow" />
        </span>
      </>
    );
  } else if (newWindow) {
    extra = (
      <>
        <span className="link-icon"><Icon name="external" size={14} /></span>
        <span className="visually-hidden"> <FormattedMessage id="nav.newWindow" /></span>
      </>
    );
  }
  return (
    <a
      className={className}
      href={href}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      data-file={file ? 'pdf' : undefined}
      onClick={onNavigate}
    >
      <span>{item.text}</span>
      {extra}
    </a>
  );
}
