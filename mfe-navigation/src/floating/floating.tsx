/**
 * The floating slot: what the header does not already offer, once per screen (docs/layout.md).
 * Phones: a bottom dock, an opaque bar the page ends above (its spacer in the flow, after the
 * footer), so its buttons never lie over content: the phone and messaging on the left, the fixed
 * reservation button (after 5 % scroll, hidden while the mobile search is open), and on the right a
 * lane for the chat provider's launcher (placed there by the shell's CSS). Tablets and desktops have
 * no dock: the header carries the phone, messaging and Book, and the chat launcher floats alone in
 * the corner. The landing layout: on phones a bottom bar (call, message, reserve) and a header with
 * the logo and social links only; on tablets and desktops its header carries call and messaging
 * (booking: the page's own button and the search bar).
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
  if (!mobile) return null;
  return layout === 'landing-page' ? <LandingBottomBar /> : <FloatingDock />;
}

/** The page ends above the dock: this keeps the dock's height in the flow, after the footer. */
const DockSpace = () => <div className="dock-space" aria-hidden="true" />;

function FloatingDock() {
  const { ratio } = useScroll();
  const searchOpen = useBusValue('nirvana:search-state')?.open ?? false;
  if (searchOpen) return <DockSpace />;
  const book = showFixedButton(ratio, searchOpen);
  return (
    <>
      <DockSpace />
      <div className="floating-dock" data-testid="floating-dock">
        <div className="messaging-float">
          <PhoneLink className="round-button dock-phone" showText={false} />
          <MessagingLink className="round-button" showText={false} />
        </div>
        {book && (
          <div className="fixed-reservation" data-testid="fixed-reservation">
            <ReservationButton source="fixed-button" className="button button-primary button-block" textId="fixed.reservation" />
          </div>
        )}
      </div>
    </>
  );
}

function LandingBottomBar() {
  const intl = useIntl();
  const searchOpen = useBusValue('nirvana:search-state')?.open ?? false;
  if (searchOpen) return <DockSpace />;
  return (
    <>
      <DockSpace />
      <nav className="landing-bottom" aria-label={intl.formatMessage({ id: 'landing.quick' })} data-testid="landing-bottom">
        <PhoneLink className="bottom-button" text={intl.formatMessage({ id: 'landing.call' })} />
        <MessagingLink className="bottom-button" text={intl.formatMessage({ id: 'landing.message' })} />
        <ReservationButton source="landing" className="bottom-button bottom-button-primary" textId="landing.reserve" />
      </nav>
    </>
  );
}
