/** The loyalty-club banner above the footer (brand colour as background under dark text). */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNav } from '../common/nav-context';

export function LoyaltyBanner() {
  const { config } = useNav();
  const intl = useIntl();
  const titleId = useId();
  if (!config.loyaltyUrl) return null;
  return (
    <section className="loyalty-banner" aria-labelledby={titleId} data-testid="loyalty-banner">
      <div className="container loyalty-inner">
        <div>
          <h2 id={titleId} className="loyalty-title">{intl.formatMessage({ id: 'loyalty.title' })}</h2>
          <p className="loyalty-text">{intl.formatMessage({ id: 'loyalty.text' })}</p>
        </div>
        <a className="button button-dark" href={config.loyaltyUrl}>{intl.formatMessage({ id: 'loyalty.cta' })}</a>
      </div>
    </section>
  );
}
