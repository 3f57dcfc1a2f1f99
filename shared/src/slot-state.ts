/**
 * The shell's slot states, the contract sections and tests may read: the shell marks each slot of
 * a section with `data-section="<section>"` and `data-section-state="<state>"`.
 * - `deferred`: not loaded yet, on purpose (below the fold, or the phone's search overlay);
 * - `loading`: its remote and lifecycles are on their way;
 * - `mounted`: the section rendered; `failed`: it did not, its slots show the shell's fallback.
 * `mounted` and `failed` are settled: the slot has the height it will keep.
 */
import type { SectionName } from './sections';

export const SLOT_STATES = ['deferred', 'loading', 'mounted', 'failed'] as const;
export type SlotState = (typeof SLOT_STATES)[number];
export const SETTLED_STATES: readonly SlotState[] = ['mounted', 'failed'];

/** Marks a slot as the section's, in a state. */
export function markSlot(slot: HTMLElement, section: SectionName, state: SlotState): void {
  slot.dataset.section = section;
  slot.dataset.sectionState = state;
}

/** A slot's state, if the shell marked it. */
export function slotState(slot: Element): SlotState | undefined {
  const value = slot.getAttribute('data-section-state');
  return (SLOT_STATES as readonly string[]).includes(value ?? '') ? (value as SlotState) : undefined;
}

/**
 * Resolves once no slot of `section` under `root` is unsettled: at once where none is marked
 * (outside the shell), else when every marked one says mounted or failed.
 */
export function whenSectionSettled(section: SectionName, root: ParentNode = document): Promise<void> {
  const settled = () =>
    Array.from(root.querySelectorAll(`[data-section="${section}"][data-section-state]`)).every((slot) => SETTLED_STATES.includes(slotState(slot)!));
  if (settled() || typeof MutationObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!settled()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-section-state'] });
  });
}
