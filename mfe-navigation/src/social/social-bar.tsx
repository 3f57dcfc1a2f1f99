/** The property's social links (runtime config `social[propertyId]`, else the group's). */
import { useIntl } from 'react-intl';
import { socialLinksFor } from '../app/env';
import { Icon, isIconName } from '../common/icons';
import { useNav } from '../common/nav-context';

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', twitter: 'X (Twitter)', x: 'X',
  linkedin: 'LinkedIn', tripadvisor: 'Tripadvisor', tiktok: 'TikTok', pinterest: 'Pinterest',
};

export function SocialBar({ className = '' }: { className?: string }) {
  const { config, property } = useNav();
  const intl = useIntl();
  const links = Object.entries(socialLinksFor(config, property.id));
  if (links.length === 0) return null;
  return (
    <ul className={`social-bar ${className}`} aria-label={intl.formatMessage({ id: 'social.label' })}>
      {links.map(([network, url]) => {
        const key = network.toLowerCase();
        const name = NETWORK_NAMES[key] ?? network;
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: 'social.link' }, { network: name })}
              data-network={key}
            >
              <Icon name={isIconName(key) ? key : 'link'} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
