/** A form's result (success or failure), cleared after `ms` when given; timers die with the form. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FormResult {
  ok: boolean;
}

export function useTimedResult(ms: number | null) {
  const [result, setResult] = useState<FormResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setResult(null);
  }, []);

  const show = useCallback((next: FormResult) => {
    clearTimeout(timer.current);
    setResult(next);
    if (ms !== null) timer.current = setTimeout(() => setResult(null), ms);
  }, [ms]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { result, show, clear };
}
