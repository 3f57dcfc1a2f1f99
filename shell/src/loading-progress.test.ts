import { LOADING_HIDE_MS, LOADING_THROTTLE_MS, LoadingProgress, estimatedProgress, type LoadingView } from './loading-progress';

describe('loading bar timing', () => {
  let views: LoadingView[];
  let bar: LoadingProgress;
  beforeEach(() => {
    jest.useFakeTimers();
    views = [];
    bar = new LoadingProgress((v) => views.push(v));
  });
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a load that ends within 200 ms', () => {
    bar.start();
    jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    bar.done();
    jest.advanceTimersByTime(2000);
    expect(views.some((v) => v.visible)).toBe(false);
  });

  it('appears after 200 ms, grows, finishes at 100 % and hides 500 ms later', () => {
    bar.start();
    jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    expect(bar.state.visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.state.visible).toBe(true);
    const early = bar.state.progress;
    jest.advanceTimersByTime(1000);
    expect(bar.state.progress).toBeGreaterThan(early);
    expect(bar.state.progress).toBeLessThan(100);
    bar.done();
    expect(bar.state).toEqual({ visible: true, progress: 100, failed: false });
    jest.advanceTimersByTime(LOADING_HIDE_MS - 1);
    expect(bar.state.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.state.visible).toBe(false);
  });

  it('turns red on failure, even a fast one', () => {
    bar.start();
    jest.advanceTimersByTime(50);
    bar.fail();
    expect(bar.state).toEqual({ visible: true, progress: 100, failed: true });
    jest.advanceTimersByTime(LOADING_HIDE_MS);
    expect(bar.state).toEqual({ visible: false, progress: 0, failed: false });
  });

  it('finishes when the last of overlapping loads finishes, red if any failed', () => {
    bar.start();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.fail();
    expect(bar.state.progress).toBeLessThan(100);
    expect(bar.state.failed).toBe(true);
    bar.done();
    expect(bar.state).toEqual({ visible: true, progress: 100, failed: true });
  });

  it('a new load during the hide delay starts over in black', () => {
    bar.start();
    jest.advanceTimersByTime(300);
    bar.fail();
    jest.advanceTimersByTime(100);
    bar.start();
    expect(bar.state).toEqual({ visible: false, progress: 0, failed: false });
    jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    expect(bar.state.visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.state).toMatchObject({ visible: true, failed: false });
    // The old hide timer was cancelled: the running bar stays.
    jest.advanceTimersByTime(LOADING_HIDE_MS);
    expect(bar.state.visible).toBe(true);
  });

  it('estimates about 70 % at the nominal 5 s and never 100 %', () => {
    expect(estimatedProgress(5000)).toBeCloseTo(70.5, 0);
    expect(estimatedProgress(600_000)).toBeLessThan(100);
    expect(estimatedProgress(0)).toBe(0);
  });
});
