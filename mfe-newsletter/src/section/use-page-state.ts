/** The latest page the shell published on the bus (replayed for a section that mounts late). */
import { useEffect, useState } from 'react';
import { last, on, type PageState } from '@nirvana/shared/bus';

export function usePageState(): PageState | undefined {
  const [state, setState] = useState<PageState | undefined>(() => last('nirvana:page'));
  useEffect(() => on('nirvana:page', setState, { replay: true }), []);
  return state;
}
