/**
 * The floating slot: what the header does not already offer, once per screen (docs/layout.md).
 * Messaging lives here on every screen (the header never has it). From 1400 px its button floats in
 * the lane beside the container. Below that there is no lane: a bottom dock, an opaque bar the page
 * ends above (its spacer in the flow, after the footer), so nothing floats over content. On tablets
 * and desktops the dock is a calm sand bar with the labelled messaging link and, on the right, the
 * chat provider's launcher's lane (placed there by the shell's CSS). On phones it carries one
 * contact button (call, WhatsApp and the chat behind it: contact-menu.tsx; the chat's own launcher is
 * hidden) and, after 5 % scroll, the fixed reservation button (hidden while the mobile search is open). The landing layout on phones has its bottom bar instead (call, message, the chat where the
 * language has one, reserve), across the whole width.
 */
import { useIntl } from 'react-intl';
import { emit, type BusEvents } from '@nirvana/shared/bus';
import { useSearchOpen } from '../app/use-bus';
import { useScroll } from '../app/use-scroll';
import { MessagingLink, PhoneLink } from '../common/contact-links';
import { ContactMenu } from './contact-menu';
import { Icon } from '../common/icons';
import { useNav } from '../common/nav-context';
import { ReservationButton } from '../common/reservation-button';
import { showFixedButton } from './fixed-reservation';

type Preset = BusEvents['nirvana:search-open']['preset'];

/** `preset`: a campaign's search, which the landing bar's reserve opens on. */
export function Floating({ preset }: { preset?: Preset | null }) {
  const { layout, mobile } = useNav();
  return layout === 'landing-page' && mobile ? <LandingBottomBar preset={preset ?? undefined} /> : <FloatingDock mobile={mobile} />;
}

/** The page ends above the dock: this keeps the dock's height in the flow, after the footer. */
const DockSpace = () => <div className="dock-space" aria-hidden="true" />;

function FloatingDock({ mobile }: { mobile: boolean }) {
  const { ratio } = useScroll();
  const searchOpen = useSearchOpen();
  if (mobile && searchOpen) return <DockSpace />;
  const book = mobile && showFixedButton(ratio, searchOpen);
  return (
    <>
      <DockSpace />
      <div className="floating-dock" data-device={mobile ? 'mobile' : 'desktop'} data-testid="floating-dock">
        {/* Phones: one contact button (call, WhatsApp, chat); wider screens: the labelled messaging link (the header has the phone). */}
        {mobile ? <ContactMenu /> : <div className="messaging-float"><MessagingLink className="round-button" /></div>}
        {book && (
          <div className="fixed-reservation" data-testid="fixed-reservation">
            <ReservationButton source="fixed-button" className="button button-primary button-block" textId="fixed.reservation" />
          </div>
        )}
      </div>
    </>
  );
}

function LandingBottomBar({ preset }: { preset?: Preset }) {
  const intl = useIntl();
  const { config, locale } = useNav();
  const searchOpen = useSearchOpen();
  // A campaign's reserve opens the search on its offer (the page's own Book is not shown on phones).
  if (searchOpen) return <DockSpace />;
  return (
    <>
      <DockSpace />
      <nav className="landing-bottom" aria-label={intl.formatMessage({ id: 'landing.quick' })} data-testid="landing-bottom">
        <PhoneLink className="bottom-button" text={intl.formatMessage({ id: 'landing.call' })} />
        <MessagingLink className="bottom-button" text={intl.formatMessage({ id: 'landing.message' })} />
        {/* The chat where the language has one: on phones its provider shows no launcher of its own (the shell opens it). */}
        {config.chat?.[locale] ? (
          <button type="button" className="bottom-button bottom-chat" onClick={() => emit('nirvana:chat-open', {})}>
            <Icon name="chat" />
            <span className="contact-text">{intl.formatMessage({ id: 'landing.chat' })}</span>
          </button>
        ) : null}
        <ReservationButton source="landing" className="bottom-button bottom-button-primary" textId="landing.reserve" preset={preset} />
      </nav>
    </>
  );
}
