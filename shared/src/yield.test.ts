import { warmIntl, yieldToMain } from './yield';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

it('resolves in a later task: after the current task and its microtasks', async () => {
  const order: string[] = [];
  const yielded = yieldToMain().then(() => order.push('after yield'));
  void Promise.resolve().then(() => order.push('microtask'));
  order.push('sync');
  await yielded;
  expect(order).toEqual(['sync', 'microtask', 'after yield']);
});

it('uses scheduler.yield where the browser has it', async () => {
  const yieldFn = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
  await yieldToMain();
  expect(yieldFn).toHaveBeenCalledTimes(1);
});

it('falls back to a zero-delay timer without scheduler.yield', async () => {
  jest.useFakeTimers();
  let done = false;
  void yieldToMain().then(() => (done = true));
  await Promise.resolve();
  expect(done).toBe(false);
  jest.runOnlyPendingTimers();
  await Promise.resolve();
  expect(done).toBe(true);
});

it('warms the locale data of the number and date formats, and never throws on a malformed tag', () => {
  const nf = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
  const dtf = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  warmIntl('tr-TR');
  expect(nf).toHaveBeenCalledWith(['tr-TR']);
  expect(dtf).toHaveBeenCalledWith(['tr-TR']);
  expect(() => warmIntl('not a tag!')).not.toThrow();
  nf.mockRestore();
  dtf.mockRestore();
});
