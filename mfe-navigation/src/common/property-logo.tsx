/**
 * The property's nav logo (32 px high), linking to the property's home in the page's language. On
 * desktop it comes in two tones, the transparent header over a photograph showing the light one
 * (nav.css): a filter over the dark one turned its mark into a pale disc (issue 29, item 12).
 */
import { useIntl } from 'react-intl';
import { mediaUrl, propertyHome } from '../app/env';
import { useNav } from './nav-context';

export function PropertyLogo({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { property, locale, config } = useNav();
  const intl = useIntl();
  const src = mediaUrl(config.apiBase, variant === 'desktop' ? property.navLogoDesktop : property.navLogoMobile);
  return (
    <a className="logo" href={propertyHome(property, locale)} aria-label={intl.formatMessage({ id: 'nav.home' }, { name: property.name })}>
      <img src={src} alt="" height={32} width={variant === 'desktop' ? 160 : 32} data-variant={variant} />
      {variant === 'desktop' ? <img src={mediaUrl(config.apiBase, property.navLogoLight)} alt="" height={32} width={160} data-variant={variant} data-tone="light" /> : null}
    </a>
  );
}
