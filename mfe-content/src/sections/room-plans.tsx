import { useIntl } from 'react-intl';
import type { Plan } from '@nirvana/shared/api/schemas';
import { emit } from '@nirvana/shared/bus';
import { priceFormat } from '@nirvana/shared/price';

/** The room's rate plans, one a row (its name and words, then its terms and nightly price), each with a button that opens the search. */
export function RoomPlans({ plans }: { plans: readonly Plan[] }) {
  const intl = useIntl();
  if (plans.length === 0) return null;
  return (
    <section className="plans" aria-labelledby="plans-title">
      <h2 className="section-title" id="plans-title">{intl.formatMessage({ id: 'plans.title' })}</h2>
      <ul className="plan-list">
        {plans.map((plan) => (
          <li className="plan" key={plan.id} data-code={plan.code}>
            <h3 className="plan-name">{plan.name}</h3>
            <p className="plan-description">{plan.description}</p>
            <dl className="plan-facts">
              <div><dt>{intl.formatMessage({ id: 'plans.board' })}</dt><dd>{plan.board}</dd></div>
              <div><dt>{intl.formatMessage({ id: 'plans.cancellation' })}</dt><dd>{plan.cancellation}</dd></div>
              {plan.priceFrom !== null ? (
                <div>
                  <dt>{intl.formatMessage({ id: 'plans.priceFrom' })}</dt>
                  <dd className="plan-price">
                    {intl.formatNumber(plan.priceFrom, priceFormat(plan.currency))}
                    <span className="plan-price-unit"> {intl.formatMessage({ id: 'room.perNight' })}</span>
                  </dd>
                </div>
              ) : null}
            </dl>
            <button type="button" className="button button--outline" onClick={() => emit('nirvana:search-open', { source: 'other' })}>
              {intl.formatMessage({ id: 'plans.book' })}<span className="visually-hidden">: {plan.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
