/** The few DOM matchers the tests use (jest-dom is not a dependency of the repository). */
export {};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- jest's Matchers are declared in its `jest` namespace
  namespace jest {
    interface Matchers<R> {
      toHaveAttribute(name: string, value?: string): R;
      toBeInTheDocument(): R;
      toHaveFocus(): R;
    }
  }
}

function activeElementDeep(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

expect.extend({
  toHaveAttribute(received: Element, name: string, value?: string) {
    const has = received.hasAttribute(name);
    const actual = received.getAttribute(name);
    const pass = value === undefined ? has : has && actual === value;
    return {
      pass,
      message: () =>
        `expected element ${pass ? 'not ' : ''}to have attribute ${name}${value === undefined ? '' : `="${value}"`}, got ${has ? `"${actual}"` : 'none'}`,
    };
  },
  toBeInTheDocument(received: Element | null) {
    const pass = !!received && received.isConnected;
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to be in the document` };
  },
  toHaveFocus(received: Element) {
    const active = activeElementDeep();
    const pass = active === received;
    return {
      pass,
      message: () => `expected element ${pass ? 'not ' : ''}to have focus; focus is on ${active?.outerHTML.slice(0, 120)}`,
    };
  },
});
