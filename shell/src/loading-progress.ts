/**
 * The loading bar's timing (spec: shown only after 200 ms, nominal duration 5 s, hidden 500 ms
 * after finishing; red after a failure). Several loads may overlap: the bar finishes when the
 * last one does, red if any of them failed.
 */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_MS = 500;
export const LOADING_TICK_MS = 100;

export interface LoadingView {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  failed: boolean;
}

/** The estimated progress after some time: rises quickly, then slows, never reaching 100. */
export function estimatedProgress(elapsedMs: number, durationMs = LOADING_DURATION_MS): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50);
}

export class LoadingProgress {
  private pending = 0;
  private elapsed = 0;
  private view: LoadingView = { visible: false, progress: 0, failed: false };
  private throttle: ReturnType<typeof setTimeout> | undefined;
  private hide: ReturnType<typeof setTimeout> | undefined;
  private tick: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly onChange: (view: LoadingView) => void) {}

  get state(): LoadingView {
    return { ...this.view };
  }

  /** A load began. */
  start(): void {
    this.pending += 1;
    if (this.pending > 1) return;
    clearTimeout(this.hide);
    this.hide = undefined;
    this.elapsed = 0;
    this.set({ visible: false, progress: 0, failed: false });
    this.throttle = setTimeout(() => {
      this.throttle = undefined;
      this.elapsed = LOADING_THROTTLE_MS;
      this.set({ ...this.view, visible: true, progress: estimatedProgress(this.elapsed) });
      this.tick = setInterval(() => {
        this.elapsed += LOADING_TICK_MS;
        this.set({ ...this.view, progress: estimatedProgress(this.elapsed) });
      }, LOADING_TICK_MS);
    }, LOADING_THROTTLE_MS);
  }

  /** A load finished well. */
  done(): void {
    this.finish(false);
  }

  /** A load failed: the bar turns red. */
  fail(): void {
    this.finish(true);
  }

  private finish(failed: boolean): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    const anyFailed = this.view.failed || failed;
    if (this.pending > 0) {
      if (anyFailed !== this.view.failed) this.set({ ...this.view, failed: anyFailed });
      return;
    }
    const shown = this.throttle === undefined;
    clearTimeout(this.throttle);
    clearInterval(this.tick);
    this.throttle = undefined;
    this.tick = undefined;
    if (!shown && !anyFailed) {
      // Finished within the throttle: nothing was shown, nothing to show.
      this.set({ visible: false, progress: 0, failed: false });
      return;
    }
    this.set({ visible: true, progress: 100, failed: anyFailed });
    this.hide = setTimeout(() => {
      this.hide = undefined;
      this.set({ visible: false, progress: 0, failed: false });
    }, LOADING_HIDE_MS);
  }

  private set(view: LoadingView): void {
    this.view = view;
    this.onChange({ ...view });
  }
}
