import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useModalDialog } from './modal-dialog';

function Layer({ label, onClosed }: { label: string; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(open, () => {
    setOpen(false);
    onClosed?.();
  }, { returnFocus: toggle });
  return (
    <>
      <button type="button" ref={toggle} onClick={() => setOpen(true)}>Open {label}</button>
      <dialog ref={ref} aria-label={label}>
        <a href="#x">A link</a>
        <button type="button" data-autofocus onClick={() => setOpen(false)}>Close {label}</button>
      </dialog>
    </>
  );
}

const dialogOf = (label: string) => document.querySelector(`dialog[aria-label="${label}"]`) as HTMLDialogElement;

describe('the modal layer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens as a modal with focus on its [data-autofocus], holds the scroll, and Esc closes it with focus back on the opener', () => {
    const closed = jest.fn();
    render(<Layer label="Menu" onClosed={closed} />);
    expect(dialogOf('Menu').open).toBe(false);
    fireEvent.click(screen.getByText('Open Menu'));
    expect(dialogOf('Menu').open).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('Close Menu'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByText('Close Menu'), { key: 'Escape' });
    expect(closed).toHaveBeenCalledTimes(1);
    expect(dialogOf('Menu').open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Open Menu'));
    expect(document.documentElement.style.overflow).toBe('');
    // The browser's "close" of that closing, a task later, closes nothing more.
    act(() => jest.runAllTimers());
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('two layers hold the scroll together; it comes back when the last lets go, or when an open one goes away', () => {
    const { rerender } = render(<><Layer key="A" label="A" /><Layer key="B" label="B" /></>);
    fireEvent.click(screen.getByText('Open A'));
    fireEvent.click(screen.getByText('Open B'));
    fireEvent.click(screen.getByText('Close B'));
    expect(document.body.style.overflow).toBe('hidden');
    // A is still open when the page drops it.
    rerender(<><Layer key="B" label="B" /></>);
    expect(document.body.style.overflow).toBe('');
    expect(document.body.dataset.nirvanaScrollLocked).toBeUndefined();
  });

  it('opened again before the browser says it closed, it stays open', () => {
    const closed = jest.fn();
    render(<Layer label="Menu" onClosed={closed} />);
    fireEvent.click(screen.getByText('Open Menu'));
    fireEvent.click(screen.getByText('Close Menu'));
    fireEvent.click(screen.getByText('Open Menu'));
    act(() => jest.runAllTimers());
    expect(dialogOf('Menu').open).toBe(true);
    expect(closed).not.toHaveBeenCalled();
  });
});
