import { once, onceByKey } from './memo';

/** A load whose answers the test gives: `resolve`/`reject` settle the latest call. */
function controlled<T>() {
  const calls: { args: unknown[]; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (...args: unknown[]) => new Promise<T>((resolve, reject) => calls.push({ args, resolve, reject }));
  return { calls, load, last: () => calls[calls.length - 1]! };
}

describe('once', () => {
  test('the same promise while pending and once resolved; concurrent callers share one load', async () => {
    const { calls, load, last } = controlled<string>();
    const get = once(load);
    const [a, b] = [get(), get()];
    expect(b).toBe(a);
    expect(calls).toHaveLength(1);
    last().resolve('value');
    expect(await Promise.all([a, b])).toEqual(['value', 'value']);
    expect(get()).toBe(a);
    expect(calls).toHaveLength(1);
  });

  test('forgotten when it rejects: its callers get the rejection, the next call loads again', async () => {
    const { calls, load, last } = controlled<string>();
    const get = once(load);
    const [a, b] = [get(), get()];
    last().reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    const retry = get();
    expect(retry).not.toBe(a);
    expect(calls).toHaveLength(2);
    last().resolve('back');
    expect(await retry).toBe('back');
    expect(get()).toBe(retry);
  });

  test('the call that starts a load gives its arguments; reset() forgets the promise', async () => {
    const { calls, load, last } = controlled<string>();
    const get = once((url: string) => load(url));
    const first = get('/a');
    get('/b');
    expect(calls.map((c) => c.args)).toEqual([['/a']]);
    last().resolve('a');
    await first;
    get.reset();
    const again = get('/b');
    expect(again).not.toBe(first);
    expect(calls.map((c) => c.args)).toEqual([['/a'], ['/b']]);
  });

  test('an answer `keep` refuses is given to its callers, then forgotten', async () => {
    const { calls, load, last } = controlled<{ whole: boolean }>();
    const get = once(load, (v) => v.whole);
    const partial = get();
    last().resolve({ whole: false });
    expect(await partial).toEqual({ whole: false });
    const whole = get();
    expect(calls).toHaveLength(2);
    last().resolve({ whole: true });
    await whole;
    expect(get()).toBe(whole);
  });

  test('a rejection after reset() does not forget the newer load', async () => {
    const { calls, load } = controlled<string>();
    const get = once(load);
    const old = get();
    get.reset();
    const fresh = get();
    calls[0]!.reject(new Error('old'));
    await expect(old).rejects.toThrow('old');
    expect(get()).toBe(fresh);
    expect(calls).toHaveLength(2);
  });
});

describe('onceByKey', () => {
  test('one load per key, shared by concurrent callers; a failed key loads again, others stay', async () => {
    const memo = onceByKey<string, string>();
    let loads = 0;
    const ok = (key: string) => async () => `${key}${++loads}`;
    const [a1, a2] = [memo.get('a', ok('a')), memo.get('a', ok('a'))];
    expect(a2).toBe(a1);
    const failing = memo.get('b', () => Promise.reject(new Error('no b')));
    expect(await a1).toBe('a1');
    await expect(failing).rejects.toThrow('no b');
    expect(await memo.get('b', ok('b'))).toBe('b2');
    expect(memo.get('a', ok('a'))).toBe(a1);
    expect(loads).toBe(2);
  });

  test('clear() forgets every key; a load in flight still answers its callers', async () => {
    const memo = onceByKey<string, number>();
    let finish: (n: number) => void = () => undefined;
    const inFlight = memo.get('k', () => new Promise<number>((r) => (finish = r)));
    memo.clear();
    const fresh = memo.get('k', async () => 2);
    expect(fresh).not.toBe(inFlight);
    finish(1);
    expect(await inFlight).toBe(1);
    expect(memo.get('k', async () => 3)).toBe(fresh);
  });

  test('`keep` decides per answer', async () => {
    const memo = onceByKey<string, { incomplete?: boolean }>((r) => !r.incomplete);
    const partial = memo.get('p', async () => ({ incomplete: true }));
    await partial;
    await Promise.resolve();
    expect(memo.get('p', async () => ({}))).not.toBe(partial);
    const whole = memo.get('w', async () => ({}));
    await whole;
    await Promise.resolve();
    expect(memo.get('w', async () => ({ incomplete: true }))).toBe(whole);
  });
});
