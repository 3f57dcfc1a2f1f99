/** The reservation button: asks the search section to open over the event bus. */
import { useIntl } from 'react-intl';
import { emit, type BusEvents } from '@nirvana/shared/bus';
import { Icon } from './icons';

export function ReservationButton({
  source,
  className = 'button button-primary',
  textId = 'nav.reservation',
}: {
  source: BusEvents['nirvana:search-open']['source'];
  className?: string;
  textId?: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      onClick={() => emit('nirvana:search-open', { source })}
    >
      <Icon name="calendar" size={18} />
      <span>{intl.formatMessage({ id: textId })}</span>
    </button>
  );
}
