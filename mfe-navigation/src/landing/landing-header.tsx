/** The landing layout's header: no nav bar; the logo, contact buttons and the social bar. */
import { useIntl } from 'react-intl';
import { MessagingLink, PhoneLink } from '../common/contact-links';
import { PropertyLogo } from '../common/property-logo';
import { SocialBar } from '../social/social-bar';

export function LandingHeader({ mobile }: { mobile: boolean }) {
  const intl = useIntl();
  return (
    <div className="landing-header" data-testid="landing-header">
      <div className="landing-inner container">
        <PropertyLogo variant={mobile ? 'mobile' : 'desktop'} />
        <nav className="landing-contact" aria-label={intl.formatMessage({ id: 'landing.contact' })}>
          <PhoneLink className="button button-outline" showText={!mobile} />
          {/* Mobile has the messaging button in its bottom bar: only one on the page. */}
          {!mobile && <MessagingLink className="button button-outline" />}
        </nav>
        {!mobile && <SocialBar className="landing-social" />}
      </div>
      {mobile && <SocialBar className="landing-social landing-social-mobile container" />}
    </div>
  );
}
