import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { lazyNearViewport } from './lazy-near-viewport';

/** A part whose code comes when the test says, its button counting presses. */
function deferredPart() {
  let arrive!: () => void;
  const came = new Promise<void>((resolve) => (arrive = resolve));
  function Counter({ label }: { label: string }) {
    const [presses, setPresses] = useState(0);
    return <button type="button" onClick={() => setPresses((n) => n + 1)}>{label}: {presses}</button>;
  }
  const Part = lazyNearViewport<{ label: string }>(async () => {
    await came;
    return { default: Counter };
  });
  return { Part, arrive };
}

/** The part's server HTML in a container (what the server renders: the block, the boundary, the button). */
function serverHtml(label: string) {
  const container = document.createElement('div');
  container.innerHTML = `<div><!--$--><button type="button">${label}<!-- -->: <!-- -->0</button><!--/$--></div>`;
  document.body.append(container);
  return container;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => (document.body.innerHTML = ''));

it('a button pressed on the server\'s HTML before the part\'s code came is pressed again once it has hydrated', async () => {
  const { Part, arrive } = deferredPart();
  const container = serverHtml('Cookies');
  const button = container.querySelector('button')!;
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <Part label="Cookies" />);
  });
  // The code has not come: the press finds no handler yet.
await act(async () => button.click());
  expect(button.textContent).toBe('Cookies: 0');
  await act(async () => {
    arrive();
    await new Promise((r) => setTimeout(r, 20));
  });
  // The very button (hydrated in place) got the press once.
  expect(container.querySelector('button')).toBe(button);
  expect(button.textContent).toBe('Cookies: 1');
  // After that, a press is a press (not given twice).
await act(async () => button.click());
  expect(button.textContent).toBe('Cookies: 2');
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

it('nothing is pressed again when nothing was pressed before the code came', async () => {
  const { Part, arrive } = deferredPart();
  const container = serverHtml('Menu');
  await act(async () => {
    hydrateRoot(container, <Part label="Menu" />);
    arrive();
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(container.querySelector('button')!.textContent).toBe('Menu: 0');
});

it('a press that makes React hydrate the part on the spot (its code has come, its boundary not yet hydrated) is answered once, not given again', async () => {
  const { Part, arrive } = deferredPart();
  const container = serverHtml('Menu');
  const button = container.querySelector('button')!;
  await act(async () => {
    hydrateRoot(container, <Part label="Menu" />);
  });
  // The code comes (the boundary's retry is only scheduled), and the press with it: React hydrates
  // the boundary in the press's dispatch and answers the press; the part hydrates during it.
  // (React says the code came outside act: as it does in a browser.)
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  arrive();
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  // Dispatched as a visitor's tap is (an element's click() ignores a click on it during its own).
  await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  error.mockRestore();
  expect(container.querySelector('button')).toBe(button);
  expect(button.textContent).toBe('Menu: 1');
});
