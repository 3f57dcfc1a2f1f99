import { useIntl } from 'react-intl';

/** The pause/play control every autoplaying carousel has (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle, className = 'carousel-pause' }: { paused: boolean; onToggle: () => void; className?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: paused ? 'carousel.play' : 'carousel.pause' });
  return (
    <button type="button" className={className} onClick={onToggle} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        {paused ? <path d="M7 4l13 8-13 8z" fill="currentColor" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />}
      </svg>
    </button>
  );
}
