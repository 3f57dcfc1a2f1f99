/**
 * Tells the sections whether the visitor is in the booking search: focus inside the search's slot
 * (a field, the calendar, the guests or hotels pop-up; its shadow root's focus counts through its
 * host). Sent on each change as `nirvana:search-active`; the hero holds still meanwhile (issue 29,
 * item 12: the slides kept changing behind an open calendar, and the pop-ups covered the title).
 */
import { emit } from '@nirvana/shared/bus';

export function watchSearchActivity(slot: HTMLElement): () => void {
  let active = false;
  const set = (now: boolean) => {
    if (now === active) return;
    active = now;
    emit('nirvana:search-active', { active });
  };
  const focusIn = () => set(true);
  // Focus moving to another part of the search keeps it active; anywhere else (or nowhere) ends it.
  const focusOut = (event: FocusEvent) => set(event.relatedTarget instanceof Node && slot.contains(event.relatedTarget));
  slot.addEventListener('focusin', focusIn);
  slot.addEventListener('focusout', focusOut);
  return () => {
    slot.removeEventListener('focusin', focusIn);
    slot.removeEventListener('focusout', focusOut);
  };
}
