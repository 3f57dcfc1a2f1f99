/**
 * The floating slot: on mobile the fixed reservation button (after 5 % scroll, hidden while the
 * mobile search is open); on desktop a messaging-app button. The landing layout has its own set:
 * side buttons on desktop, a bottom bar on mobile, with one messaging-app button.
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
  return mobile ? <FixedReservationButton /> : <MessagingFloat />;
}

function FixedReservationButton() {
  const { ratio } = useScroll();
  const searchOpen = useBusValue('nirvana:search-state')?.open ?? false;
  if (!showFixedButton(ratio, searchOpen)) return null;
  return (
    <div className="fixed-reservation" data-testid="fixed-reservation">
      <ReservationButton source="fixed-button" className="button button-primary button-block" textId="fixed.reservation" />
    </div>
  );
}

function MessagingFloat() {
  return (
    <div className="messaging-float">
      <MessagingLink className="round-button" showText={false} />
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
