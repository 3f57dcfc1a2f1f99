/**
 * Giving the main thread back between the steps of a page's start (issue 20: total blocking
 * time). Each step that follows a script's evaluation (a remote's module, a section's sheets, the
 * shell's start) otherwise runs in the same task, as its promise's continuation, and the tasks add
 * up to long ones. `yieldToMain` ends the task: the browser paints, handles input and runs other
 * work, then the step goes on (first, with `scheduler.yield` where the browser has it).
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the browser's locale data for `locales` in a task of its own. The first use of `Intl` on a
 * page loads ICU's locale tables (about 20 ms on a fast machine, four times that on a phone); react-intl's
 * provider does it in each section's first render (`supportedLocalesOf` checks), which otherwise
 * carries it inside one of the page's longest tasks. Called in an idle gap while the sections load.
 */
export function warmIntl(locales: string | readonly string[]): void {
  const list = typeof locales === 'string' ? [locales] : [...locales];
  try {
    Intl.NumberFormat.supportedLocalesOf(list);
    Intl.DateTimeFormat.supportedLocalesOf(list);
  } catch {
    // A malformed tag: the sections' own formatters report it.
  }
}
