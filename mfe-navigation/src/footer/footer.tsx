/** The site footer: three link columns and the bottom row from the FOOTER menu, cookie settings, copyright. */
import { lazy, Suspense, useRef, useState } from 'react';
import { useLoad } from '@nirvana/shared/section-data';
import { useIntl } from 'react-intl';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { MessagingLink, PhoneLink } from '../common/contact-links';
import { MenuLink } from '../common/menu-link';
import { PropertyLogo } from '../common/property-logo';
import { SocialBar } from '../social/social-bar';
import { footerLayoutOf } from './footer-columns';
import { LoyaltyBanner } from './loyalty-banner';

// The cookie preferences dialog is its own chunk, loaded when first opened.
const CookieDialog = lazy(() => import('../cookies/cookie-dialog').then((m) => ({ default: m.CookieDialog })));

/**
 * The copyright's year: the server's (kept with the page's data, so the browser hydrates the same
 * text whatever its clock or time zone says at New Year); this browser's where nothing was kept.
 */
function useYear(): number {
  const kept = useLoad('year', [], async () => new Date().getFullYear());
  return kept ?? new Date().getFullYear();
}

export function Footer({ items, year: fixedYear }: { items: MenuItem[]; year?: number }) {
  const currentYear = useYear();
  const year = fixedYear ?? currentYear;
  const intl = useIntl();
  const { columns, bottom } = footerLayoutOf(items);
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const [cookiesUsed, setCookiesUsed] = useState(false);
  const [saved, setSaved] = useState(false);
  const cookieButtonRef = useRef<HTMLButtonElement>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      <LoyaltyBanner />
      <footer className="site-footer" aria-label={t('footer.label')}>
        <div className="container footer-top">
          <div className="footer-brand">
            {/* The logo says the property's name (its link names it too): not again beside it (issue 29, item 15). */}
            <PropertyLogo variant="desktop" />
            <ul className="footer-contact" aria-label={t('footer.contact')}>
              <li><PhoneLink /></li>
              <li><MessagingLink /></li>
            </ul>
            <SocialBar className="footer-social" />
          </div>
          {columns.some((c) => c.length > 0) && (
            <nav className="footer-columns" aria-label={t('footer.columns')}>
              {columns.map((column, i) =>
                column.length > 0 ? (
                  <ul key={i} className="footer-column" data-column={`COL_${i + 1}`}>
                    {column.map((item) => (
                      <FooterItem key={item.id} item={item} />
                    ))}
                  </ul>
                ) : null,
              )}
            </nav>
          )}
        </div>
        <div className="footer-bottom">
          <div className="container footer-bottom-inner">
            <nav aria-label={t('footer.bottom')}>
              <ul className="footer-bottom-links">
                {bottom.map((item) => (
                  <li key={item.id}><MenuLink item={item} /></li>
                ))}
                <li>
                  <button
                    ref={cookieButtonRef}
                    type="button"
                    className="link-button"
                    aria-haspopup="dialog"
                    aria-expanded={cookiesOpen}
                    onClick={() => {
                      setSaved(false);
                      setCookiesUsed(true);
                      setCookiesOpen(true);
                    }}
                  >
                    {t('footer.cookies')}
                  </button>
                </li>
              </ul>
            </nav>
            <p className="copyright">{t('footer.copyright', { year })}</p>
          </div>
          <p className="visually-hidden" role="status">{saved ? t('cookies.saved') : ''}</p>
        </div>
        {cookiesUsed && (
          <Suspense fallback={null}>
            <CookieDialog
              open={cookiesOpen}
              returnFocusRef={cookieButtonRef}
              onClose={(wasSaved) => {
                setCookiesOpen(false);
                setSaved(wasSaved);
              }}
            />
          </Suspense>
        )}
      </footer>
    </>
  );
}

/** A column entry; an item with sub-items is a small heading over its links. */
function FooterItem({ item }: { item: MenuItem }) {
  if (item.subitems.length === 0) {
    return (
      <li><MenuLink item={item} /></li>
    );
  }
  return (
    <li className="footer-group">
      <span className="footer-group-title">{item.text}</span>
      <ul>
        {item.subitems.map((sub) => (
          <li key={sub.id}><MenuLink item={sub} /></li>
        ))}
      </ul>
    </li>
  );
}
