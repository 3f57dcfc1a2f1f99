/**
 * Values made once per object and key, kept as long as the object lives (a cached page data
 * object, a runtime config, a manifest): at most `max` keys per object, the least recently used
 * leaving first (lru-cache's `memo`).
 */
import { LRUCache } from 'lru-cache';

export function memoPerObject<O extends object, V extends NonNullable<unknown>>(max: number): (object: O, key: string, make: () => V) => V {
  const byObject = new WeakMap<O, LRUCache<string, V, () => V>>();
  return (object, key, make) => {
    let values = byObject.get(object);
    if (!values) byObject.set(object, (values = new LRUCache<string, V, () => V>({ max, memoMethod: (_key, _old, { context }) => context() })));
    return values.memo(key, { context: make });
  };
}
