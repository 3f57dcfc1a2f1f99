/**
 * The contact page's form, in the newsletter section's slot right after the page's address and map
 * (the section owns the forms that write to the hotel): rendered on the server, its fields in the
 * page's HTML, and hydrated in place. What a link asked it to be about (`?about=`, shared's enquiry
 * contract) is read once hydrated, as the server renders no query; the form is then brought into
 * view and kept there while the page settles.
 */
import { useEffect, useRef, useState } from 'react';
import { aboutOf, CONTACT_FORM_ANCHOR } from '@nirvana/shared/enquiry';
import type { Locale } from '@nirvana/shared/locales';
import { ContactForm } from './contact-form';

export interface ContactBlockProps {
  locale: Locale;
  propertyId: number;
  apiBase: string;
  /** The page's path: a new page reads its address again. */
  path: string;
}

export function ContactBlock({ locale, propertyId, apiBase, path }: ContactBlockProps) {
  const [about, setAbout] = useState<string | null>(null);
  useEffect(() => setAbout(aboutOf(window.location.search)), [path]);
  const block = useRef<HTMLDivElement>(null);
  const landed = useRef(false);
  useEffect(() => {
    if (!about || landed.current || !block.current) return undefined;
    landed.current = true;
    return keepInView(block.current);
  }, [about]);
  return (
    <div className="contact-block" id={CONTACT_FORM_ANCHOR} ref={block}>
      <ContactForm locale={locale} propertyId={propertyId} apiBase={apiBase} subject={about ?? undefined} />
    </div>
  );
}

/**
 * Brings the form into view and keeps it there while the page settles (pictures and, after a
 * client-side navigation, the content above arrive over the next moments), until the visitor
 * scrolls, touches or types, or 2.5 s have passed.
 */
function keepInView(el: HTMLElement): () => void {
  let frame = 0;
  let done = false;
  const until = performance.now() + 2500;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  const check = () => {
    if (done) return;
    if (performance.now() > until) return stop();
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 3) el.scrollIntoView({ block: 'start' });
    frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return stop;
}
