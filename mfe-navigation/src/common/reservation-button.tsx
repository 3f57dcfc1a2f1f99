/** The reservation button: asks the search section to open over the event bus. */
import { useIntl } from 'react-intl';
import { emit, type BusEvents } from '@nirvana/shared/bus';
import { Icon } from './icons';

export function ReservationButton({
  source,
  className = 'button button-primary',
  textId = 'nav.reservation',
  before,
  preset,
}: {
  source: BusEvents['nirvana:search-open']['source'];
  className?: string;
  textId?: string;
  /** Runs first (the menu closes, handing focus back), then the search is asked to open. */
  before?: () => void;
  /** A search filled in advance (a campaign page's offer). */
  preset?: BusEvents['nirvana:search-open']['preset'];
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const detail = preset ? { source, preset } : { source };
        if (!before) return emit('nirvana:search-open', detail);
        before();
        requestAnimationFrame(() => emit('nirvana:search-open', detail));
      }}
    >
      <Icon name="calendar" size={18} />
      <span>{intl.formatMessage({ id: textId })}</span>
    </button>
  );
}
