/**
 * Each section as a single-spa application owned by the shell: its lifecycles load the remote's
 * `./spa` module and run the section's own lifecycles inside a guard. A remote that fails to load
 * or a lifecycle that throws breaks only that section: its slots show a fallback with a retry
 * button, nothing is thrown to single-spa, nothing uncaught reaches the console.
 */
import type { AppProps, LifeCycles } from 'single-spa';
import type { SectionProps } from '@nirvana/shared/runtime-config';
import type { SectionName, SlotName } from '@nirvana/shared/sections';
import { currentMessages } from './messages';
import { defineSectionFallback } from './section-fallback';
import { markSlot, type SlotState } from '@nirvana/shared/slot-state';
import { yieldToMain } from '@nirvana/shared/yield';

type Lifecycle = (props: any) => Promise<unknown> | unknown; // eslint-disable-line @typescript-eslint/no-explicit-any -- each section's lifecycles take their own props type; single-spa's are contravariant

/** What a section's `./spa` exposes (single-spa allows a function or an array of them). */
export interface SectionModule {
  bootstrap?: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
  update?: Lifecycle | Lifecycle[];
}

export interface SectionAppOptions {
  section: SectionName;
  load: () => Promise<SectionModule>;
  /** Told about every failure (the reload guard listens here). */
  onFailure?: (section: SectionName, error: unknown) => void;
  /**
   * For a section below the fold: resolves when it should load (its slot nears the viewport).
   * Until then its mount resolves at once, so single-spa never waits on it, and its slots say 'deferred'.
   */
  defer?: (slots: SectionProps['slots']) => Promise<void>;
}

/** Slots that get a visible fallback (a floating slot has no room for one). */
const FALLBACK_SLOTS: readonly SlotName[] = ['header', 'search', 'main', 'newsletter', 'footer'];

async function run(lifecycle: Lifecycle | Lifecycle[] | undefined, props: unknown): Promise<void> {
  const list = Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [];
  for (const fn of list) await fn(props);
}

function isSectionModule(value: unknown): value is SectionModule {
  const m = value as SectionModule | null;
  const ok = (l: unknown) => typeof l === 'function' || (Array.isArray(l) && l.every((f) => typeof f === 'function'));
  return !!m && ok(m.mount) && ok(m.unmount);
}

export function renderFallback(section: SectionName, slots: SectionProps['slots'], retry: () => Promise<void>): void {
  defineSectionFallback();
  const text = currentMessages();
  for (const [name, slot] of Object.entries(slots) as [SlotName, HTMLElement | undefined][]) {
    if (!slot || !FALLBACK_SLOTS.includes(name)) continue;
    const host: ParentNode = slot.shadowRoot ?? slot;
    const el = document.createElement('nirvana-section-fallback');
    el.section = section;
    el.message = text.sectionFailed;
    el.retryLabel = text.retry;
    el.busyLabel = text.retrying;
    el.retry = retry;
    el.dataset.nirvanaFallback = section;
    host.appendChild(el);
  }
}

/** Marks a section's slots with its state (the contract in shared/src/slot-state.ts). */
export function markSlots(section: SectionName, slots: SectionProps['slots'], state: SlotState): void {
  for (const slot of Object.values(slots)) if (slot) markSlot(slot, section, state);
}

export function clearFallback(section: SectionName, slots: SectionProps['slots']): void {
  for (const slot of Object.values(slots)) {
    if (!slot) continue;
    for (const host of [slot, slot.shadowRoot]) {
      host?.querySelectorAll(`:scope > nirvana-section-fallback[data-nirvana-fallback="${section}"]`).forEach((el) => el.remove());
    }
  }
}

/** The single-spa lifecycles of one section. */
export function createSectionApp(options: SectionAppOptions): LifeCycles<SectionProps> {
  const { section, load, onFailure, defer } = options;
  let released = !defer;
  let module: SectionModule | undefined;
  let bootstrapped = false;
  let mounted = false;
  let active = false;
  let props: (SectionProps & AppProps) | undefined;

  const fail = (stage: string, error: unknown) => {
    console.warn(`[shell] section ${section}: ${stage} failed; showing its fallback`, error);
    onFailure?.(section, error);
  };

  async function attempt(): Promise<void> {
    if (!props) return;
    const current = props;
    clearFallback(section, current.slots);
    markSlots(section, current.slots, 'loading');
    let stage = 'loading';
    try {
      if (!module) {
        const loaded = await load();
        if (!isSectionModule(loaded)) throw new Error(`section ${section} exposes no single-spa lifecycles`);
        module = loaded;
        // The module's evaluation, its bootstrap and its mount each in a task of its own (issue 20).
        await yieldToMain();
      }
      if (!active) return;
      if (!bootstrapped) {
        stage = 'bootstrap';
        await run(module.bootstrap, current);
        bootstrapped = true;
        await yieldToMain();
        if (!active) return;
      }
      stage = 'mount';
      await run(module.mount, current);
      mounted = true;
      markSlots(section, current.slots, 'mounted');
    } catch (error) {
      if (stage === 'mount' && module) {
        // Leave nothing half-mounted behind the fallback.
        await run(module.unmount, current).catch(() => undefined);
      }
      fail(stage, error);
      markSlots(section, current.slots, 'failed');
      if (active) renderFallback(section, current.slots, attempt);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (p) => {
      props = p;
      active = true;
      if (released) return attempt();
      markSlots(section, p.slots, 'deferred');
      void defer!(p.slots).then(() => {
        released = true;
        if (active) return attempt();
      });
    },
    unmount: async (p) => {
      active = false;
      const current = p ?? props;
      if (mounted && module) {
        mounted = false;
        try {
          await run(module.unmount, current);
        } catch (error) {
          console.warn(`[shell] section ${section}: unmount failed`, error);
        }
      }
      if (current?.slots) clearFallback(section, current.slots);
    },
    update: async (p) => {
      props = { ...props, ...p };
      if (!mounted || !module?.update) return;
      try {
        await run(module.update, props);
      } catch (error) {
        console.warn(`[shell] section ${section}: update failed`, error);
      }
    },
  } as LifeCycles<SectionProps>;
}
