/**
 * A field people never see or reach and bots happily fill: moved off-screen (not display:none,
 * which bots detect), hidden from assistive technology, out of the tab order, no autofill.
 * The API accepts a filled one silently and stores nothing.
 */
interface HoneypotProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function Honeypot({ id, label, value, onChange }: HoneypotProps) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
