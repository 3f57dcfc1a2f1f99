/** The reservation button: asks the search section to open over the event bus. */
import { useIntl } from 'react-intl';
import { emit, type BusEvents } from '@nirvana/shared/bus';
import { Icon } from './icons';

export function ReservationButton({
  source,
  className = 'button button-primary',
  textId = 'nav.reservation',
  before,
}: {
  source: BusEvents['nirvana:search-open']['source'];
  className?: string;
  textId?: string;
  /** Runs first (the menu closes, handing focus back), then the search is asked to open. */
  before?: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!before) return emit('nirvana:search-open', { source });
        before();
        requestAnimationFrame(() => emit('nirvana:search-open', { source }));
      }}
    >
      <Icon name="calendar" size={18} />
      <span>{intl.formatMessage({ id: textId })}</span>
    </button>
  );
}
