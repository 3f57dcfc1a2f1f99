import { markSlot, slotState, whenSectionSettled } from './slot-state';

const tick = () => new Promise((r) => setTimeout(r, 0));

it('marks a slot with its section and state, and reads the state back', () => {
  const slot = document.createElement('div');
  markSlot(slot, 'content', 'loading');
  expect(slot.getAttribute('data-section')).toBe('content');
  expect(slotState(slot)).toBe('loading');
  slot.setAttribute('data-section-state', 'nonsense');
  expect(slotState(slot)).toBeUndefined();
});

it('resolves when every slot of the section says mounted or failed', async () => {
  const root = document.createElement('div');
  root.innerHTML = '<div data-section="content" data-section-state="loading"></div><div data-section="navigation" data-section-state="loading"></div>';
  let settled = false;
  const waiting = whenSectionSettled('content', root).then(() => (settled = true));
  await tick();
  expect(settled).toBe(false);
  root.firstElementChild!.setAttribute('data-section-state', 'failed');
  await waiting;
  expect(settled).toBe(true);
});

it('resolves at once where no slot of the section is marked (outside the shell)', async () => {
  const root = document.createElement('div');
  root.innerHTML = '<div data-section="content"></div>';
  await expect(whenSectionSettled('content', root)).resolves.toBeUndefined();
});
