/**
 * The floating slot. Below 1400 px (no side lane beside the container) the floating buttons live
 * in a bottom dock, an opaque bar the page ends above (body padding, tokens.css), so they never lie
 * over content: messaging (and the phone, on phones) on the left, on phones the fixed reservation button (after 5 %
 * scroll, hidden while the mobile search is open), and on the right a lane for the chat provider's
 * launcher (placed there by the shell's CSS). From 1400 px the messaging button floats in the
 * left lane. The landing layout has its own set: side buttons on desktop (a dock below 1400 px),
 * a bottom bar on mobile, with one messaging-app button.
 */
import { useIntl } from 'react-intl';
import { useBusValue } from '../app/use-bus';
import { useScroll } from '../app/use-scroll';
import { MessagingLink, PhoneLink } from '../common/contact-links';
import { useNav } from '../common/nav-context';
import { ReservationButton } from '../common/reservation-button';
import { showFixedButton } from './fixed-reservation';

export function Floating() {
  const { layout, mobile } = useNav();
  if (layout === 'landing-page') return mobile ? <LandingBottomBar /> : <LandingSideButtons />;
  return <FloatingDock mobile={mobile} />;
}

function FloatingDock({ mobile }: { mobile: boolean }) {
  const { ratio } = useScroll();
  const searchOpen = useBusValue('nirvana:search-state')?.open ?? false;
  if (mobile && searchOpen) return null;
  const book = mobile && showFixedButton(ratio, searchOpen);
  return (
    <div className="floating-dock" data-device={mobile ? 'mobile' : 'desktop'} data-testid="floating-dock">
      <div className="messaging-float">
        {/* The header has the phone from 768 px; on phones the dock carries it. */}
        {mobile ? <PhoneLink className="round-button dock-phone" showText={false} /> : null}
        <MessagingLink className="round-button" showText={false} />
      </div>
      {book && (
        <div className="fixed-reservation" data-testid="fixed-reservation">
          <ReservationButton source="fixed-button" className="button button-primary button-block" textId="fixed.reservation" />
        </div>
      )}
    </div>
  );
}

function LandingSideButtons() {
  const intl = useIntl();
  return (
    <aside className="landing-side" aria-label={intl.formatMessage({ id: 'landing.quick' })} data-testid="landing-side">
      <PhoneLink className="side-button" showText={false} />
      <MessagingLink className="side-button" showText={false} />
      <ReservationButton source="landing" className="side-button side-button-primary" textId="landing.reserve" />
    </aside>
  );
}

function LandingBottomBar() {
  const intl = useIntl();
  const searchOpen = useBusValue('nirvana:search-state')?.open ?? false;
  if (searchOpen) return null;
  return (
    <nav className="landing-bottom" aria-label={intl.formatMessage({ id: 'landing.quick' })} data-testid="landing-bottom">
      <PhoneLink className="bottom-button" text={intl.formatMessage({ id: 'landing.call' })} />
      <MessagingLink className="bottom-button" text={intl.formatMessage({ id: 'landing.message' })} />
      <ReservationButton source="landing" className="bottom-button bottom-button-primary" textId="landing.reserve" />
    </nav>
  );
}
