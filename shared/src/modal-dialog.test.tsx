import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useDismiss, useModalDialog } from './modal-dialog';

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

function InPlace({ returnTo }: { returnTo: 'opener' | 'none' }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(open, () => setOpen(false), { inPlace: true, returnFocus: () => (returnTo === 'opener' ? opener.current : null) });
  return (
    <>
      <button type="button" ref={opener} onClick={() => setOpen(true)}>Open calendar</button>
      <input aria-label="Elsewhere" />
      {open && (
        <dialog ref={ref} open aria-label="Calendar">
          <button type="button" data-autofocus>First</button>
          <input hidden tabIndex={-1} aria-label="Hidden" />
          <span tabIndex={-1}>Not a stop</span>
          <button type="button" disabled>Disabled</button>
          <button type="button" onClick={() => setOpen(false)}>Last</button>
        </dialog>
      )}
    </>
  );
}

describe('the modal layer in place', () => {
  it('is no modal (the page keeps its scroll), keeps Tab inside, and Esc closes it with focus back where the caller says', async () => {
    const user = userEvent.setup();
    render(<InPlace returnTo="opener" />);
    await user.click(screen.getByText('Open calendar'));
    const dialog = dialogOf('Calendar');
    expect(dialog.open).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByText('First'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('Last'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('First'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByText('Last'));
    await user.keyboard('{Escape}');
    expect(screen.queryByText('First')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Open calendar'));
  });

  it('leaves the focus where it is when the caller names no element', async () => {
    const user = userEvent.setup();
    render(<InPlace returnTo="none" />);
    await user.click(screen.getByText('Open calendar'));
    await user.click(screen.getByText('Last'));
    expect(screen.queryByText('First')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});

function Popup({ within, onOuterKey }: { within: boolean; onOuterKey?: (event: KeyboardEvent) => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), { returnFocus: button, ...(within ? { within: panel } : {}) });
  return (
    <div onKeyDown={(event) => onOuterKey?.(event.nativeEvent)}>
      <button type="button" ref={button} aria-expanded={open} onClick={() => setOpen(true)}>Guests</button>
      <input aria-label="Elsewhere" />
      {open && <div ref={panel} role="dialog" aria-label="Panel"><button type="button">Add</button></div>}
    </div>
  );
}

describe('useDismiss', () => {
  it('Esc inside the pop-up closes it, puts focus back on its button and is the pop-up\'s alone', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    render(<Popup within onOuterKey={outer} />);
    await user.click(screen.getByText('Guests'));
    // Esc elsewhere is not the pop-up's.
    await user.click(screen.getByLabelText('Elsewhere'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
    expect(outer).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('Add'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Guests'));
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('inside a modal layer, the pop-up takes its Esc (the layer stays open)', async () => {
    const user = userEvent.setup();
    const closed = jest.fn();
    function Both() {
      const ref = useModalDialog(true, closed);
      return <dialog ref={ref} aria-label="Overlay"><Popup within /></dialog>;
    }
    render(<Both />);
    await user.click(screen.getByText('Guests'));
    await user.click(screen.getByText('Add'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    expect(closed).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('without a pop-up element, Esc anywhere in the document closes it; closed, Esc does nothing', async () => {
    const user = userEvent.setup();
    render(<Popup within={false} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('Guests'));
    await user.click(screen.getByLabelText('Elsewhere'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Guests'));
  });
});
