/** The call-centre phone link, the messaging-app link and the loyalty-club link (runtime config). */
import { useIntl } from 'react-intl';
import { telHref } from '../app/env';
import { Icon } from './icons';
import { useNav } from './nav-context';

interface LinkProps {
  className?: string;
  /** Show the visible label next to the icon (else the icon only, with the accessible name). */
  showText?: boolean;
  /** A short visible text instead of the default one (the bottom bar's "Call"). */
  text?: string;
}

export function PhoneLink({ className = 'contact-link', showText = true, text }: LinkProps) {
  const { config } = useNav();
  const intl = useIntl();
  if (!config.phone) return null;
  return (
    <a className={className} href={telHref(config.phone)} aria-label={intl.formatMessage({ id: 'nav.phone.label' }, { phone: config.phone })}>
      <Icon name="phone" />
      {showText && <span className="contact-text">{text ?? config.phone}</span>}
    </a>
  );
}

export function MessagingLink({ className = 'contact-link', showText = true, text }: LinkProps) {
  const { config } = useNav();
  const intl = useIntl();
  if (!config.messagingUrl) return null;
  return (
    <a
      className={className}
      href={config.messagingUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage({ id: 'nav.messaging.label' })}
    >
      <Icon name="whatsapp" />
      {showText && <span className="contact-text">{text ?? intl.formatMessage({ id: 'nav.messaging' })}</span>}
    </a>
  );
}

export function LoyaltyLink({ className = 'contact-link', showText = true }: LinkProps) {
  const { config } = useNav();
  const intl = useIntl();
  if (!config.loyaltyUrl) return null;
  return (
    <a className={className} href={config.loyaltyUrl} aria-label={intl.formatMessage({ id: 'nav.loyalty.label' })}>
      <Icon name="star" />
      {showText && <span className="contact-text">{intl.formatMessage({ id: 'nav.loyalty' })}</span>}
    </a>
  );
}
