/**
 * The React partner demo: a partner's own React app (its own React copy) that embeds
 * `<nirvana-search>` with JSX, reads the search event and may keep the visitor on its page.
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { NirvanaSearchDetail } from '../../src/nirvana-search-element';

const config = (window as unknown as { PARTNER?: { apiUrl: string } }).PARTNER ?? { apiUrl: '' };

function App() {
  const search = useRef<HTMLElement>(null);
  const [keepHere, setKeepHere] = useState(false);
  const keep = useRef(keepHere);
  keep.current = keepHere;
  const [last, setLast] = useState<NirvanaSearchDetail | null>(null);

  useEffect(() => {
    const el = search.current;
    if (!el) return undefined;
    const onSearch = (event: CustomEvent<NirvanaSearchDetail>) => {
      setLast(event.detail);
      if (keep.current) event.preventDefault();
    };
    el.addEventListener('nirvana-search', onSearch);
    return () => el.removeEventListener('nirvana-search', onSearch);
  }, []);

  return (
    <>
      <header className="partner-header">
        <p className="partner-logo">Riviera Journeys</p>
        <nav aria-label="Partner">
          <a href="#offers">Offers</a> <a href="#contact">Contact</a>
        </nav>
      </header>
      <main className="partner-main">
        <h1>Book a Nirvana resort</h1>
        <p>Our partner hotels on the Turkish Riviera, bookable straight from this page.</p>
        <div className="partner-card">
          <nirvana-search ref={search} lang="en" api-base={config.apiUrl} id="partner-search" />
        </div>
        <label className="partner-option">
          <input type="checkbox" checked={keepHere} onChange={(e) => setKeepHere(e.target.checked)} data-testid="keep-here" />
          Keep visitors on this page (cancel the search event)
        </label>
        <section aria-live="polite" className="partner-log" id="last-search">
          {last ? (
            <>
              <h2>Last search</h2>
              <p>
                {last.hotel}: {last.checkin} → {last.checkout}, {last.adults} adults, {last.childBirthdates.length} children
              </p>
            </>
          ) : null}
        </section>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
