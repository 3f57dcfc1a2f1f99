/**
 * The landing layout's header: no nav bar. On tablets and desktops the logo, the call action and
 * the social bar (messaging is the floating slot's, as on every page; booking is the page's own
 * button, with its offer, and the sticky search bar); on phones the logo and the social bar in one
 * row (the bottom bar carries call, message and reserve): each action once per screen.
 */
import { useIntl } from 'react-intl';
import { PhoneLink } from '../common/contact-links';
import { PropertyLogo } from '../common/property-logo';
import { SocialBar } from '../social/social-bar';

export function LandingHeader({ mobile }: { mobile: boolean }) {
  const intl = useIntl();
  return (
    <div className="landing-header" data-testid="landing-header">
      <div className="landing-inner container">
        <PropertyLogo variant={mobile ? 'mobile' : 'desktop'} />
        {!mobile && (
          <nav className="landing-contact" aria-label={intl.formatMessage({ id: 'landing.contact' })}>
            <PhoneLink className="button button-outline" />
          </nav>
        )}
        <SocialBar className="landing-social" />
      </div>
    </div>
  );
}
