import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { MESSAGES } from '../test-support/messages';
import { useLightbox, type LightboxPicture } from './lightbox';

const file = (name: string): MediaFile => ({ sourceUrl: `/media/${name}.jpg`, width: 1600, height: 1000, alt: name } as MediaFile);
const PICTURES: LightboxPicture[] = ['terrace', 'bath', 'view'].map((name) => ({ file: file(name), alt: `The ${name}` }));

function Gallery() {
  const viewer = useLightbox(PICTURES, 'Pictures of the room');
  return (
    <>
      <button type="button" onClick={(e) => viewer.open(0, e.currentTarget)}>All pictures</button>
      <button type="button" onClick={(e) => viewer.open(2, e.currentTarget)}>The view</button>
      {viewer.dialog}
    </>
  );
}

const renderGallery = () => render(<IntlProvider locale="en" messages={MESSAGES.en as never}><Gallery /></IntlProvider>);
const dialog = () => document.querySelector('dialog.lightbox') as HTMLDialogElement;
const position = () => dialog().querySelector('.lightbox-position')?.textContent ?? null;

describe('picture viewer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on the picture asked for, moves round with the keys, closes and gives focus back', () => {
    renderGallery();
    expect(dialog().open).toBe(false);
    expect(dialog().childElementCount).toBe(0);
    const opener = screen.getByRole('button', { name: 'The view' });
    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
    expect(position()).toBe('3 / 3');
    expect(document.activeElement).toBe(dialog().querySelector('.lightbox-close'));
    fireEvent.keyDown(dialog().querySelector('.lightbox-frame')!, { key: 'ArrowRight' });
    expect(position()).toBe('1 / 3');
    expect(dialog().querySelector('.lightbox-caption span')!.textContent).toBe('The terrace');
    fireEvent.keyDown(dialog().querySelector('.lightbox-frame')!, { key: 'End' });
    expect(position()).toBe('3 / 3');
    fireEvent.click(dialog().querySelector('.lightbox-close')!);
    expect(dialog().open).toBe(false);
    act(() => jest.runAllTimers());
    expect(dialog().childElementCount).toBe(0);
    expect(document.activeElement).toBe(opener);
  });

  it('opened again before the browser says it closed, on the picture it closed on, it opens and stays open', () => {
    renderGallery();
    const all = screen.getByRole('button', { name: 'All pictures' });
    fireEvent.click(all);
    expect(position()).toBe('1 / 3');
    fireEvent.click(dialog().querySelector('.lightbox-close')!);
    // A quick hand: the "close" event of that closing is still to come.
    fireEvent.click(all);
    act(() => jest.runAllTimers());
    expect(dialog().open).toBe(true);
    expect(position()).toBe('1 / 3');
    expect(document.activeElement).toBe(dialog().querySelector('.lightbox-close'));
  });
});
