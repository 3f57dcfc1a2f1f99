/**
 * A picture viewer over the page: a native modal `<dialog>` (the page behind is inert, Esc closes,
 * the browser keeps focus inside), one picture at a time at the window's size with what it shows
 * and where it stands ("2 / 4"). Arrow keys, Home and End, the previous and next buttons and a
 * swipe move through the pictures (round: after the last comes the first); closing returns focus
 * to what opened it. `useLightbox` gives the opener and the dialog; the pictures' own buttons stay
 * the caller's (a hero, a row of thumbnails).
 */
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { useModalDialog } from '@nirvana/shared/modal-dialog';
import { Picture } from '@nirvana/shared/picture';
import { adoptSheetRef } from './adopt-sheet';
import lightboxSheet from './lightbox.css';

const adoptLightboxSheet = adoptSheetRef(lightboxSheet);

export interface LightboxPicture {
  file: MediaFile;
  /** What the picture shows: its alt and its caption in the viewer. */
  alt: string;
}

export interface Lightbox {
  /** Opens the viewer on the picture at `index`; focus returns to `opener` (else to what had it) on close. */
  open: (index: number, opener?: HTMLElement | null) => void;
  dialog: ReactNode;
}

/** A swipe: at least this far sideways, and more sideways than up or down. */
const SWIPE_PX = 40;

export function useLightbox(pictures: readonly LightboxPicture[], label: string): Lightbox {
  // Which picture shows, and which opening this is: every opening mounts the viewer afresh (its
  // close button takes focus), even on the picture it was closed on.
  const [shown, setShown] = useState<{ index: number; opening: number } | null>(null);
  const openings = useRef(0);
  const openerRef = useRef<HTMLElement | null>(null);
  const count = pictures.length;

  const open = useCallback((at: number, opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    openings.current += 1;
    setShown({ index: Math.min(Math.max(at, 0), Math.max(count - 1, 0)), opening: openings.current });
  }, [count]);
  const close = useCallback(() => setShown(null), []);
  const move = useCallback((index: number) => setShown((now) => (now ? { ...now, index } : now)), []);
  const dialogRef = useModalDialog(shown !== null && count > 0, close, {
    returnFocus: openerRef,
    initialFocus: () => dialogRef.current?.querySelector<HTMLElement>('.lightbox-close'),
  });

  // The dialog's own sheet travels with it (adopted where it renders).
  const dialogCallback = useCallback((node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    adoptLightboxSheet(node);
  }, [dialogRef]);

  const dialog = (
    <dialog ref={dialogCallback} className="lightbox" aria-label={label}>
      {shown !== null && count > 0 ? (
        <Viewer key={shown.opening} pictures={pictures} index={Math.min(shown.index, count - 1)} onMove={move} onClose={close} />
      ) : null}
    </dialog>
  );
  return { open, dialog };
}

function Viewer({ pictures, index, onMove, onClose }: { pictures: readonly LightboxPicture[]; index: number; onMove: (i: number) => void; onClose: () => void }) {
  const intl = useIntl();
  const count = pictures.length;
  const go = (to: number) => onMove((to + count) % count);
  const picture = pictures[index]!;
  const start = useRef<{ x: number; y: number } | null>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined || count < 2) return;
    e.preventDefault();
    go(to);
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    // The arrows work wherever focus is inside the viewer (the buttons' own keys are Enter and Space).
    <div className="lightbox-frame" onKeyDown={onKeyDown}>
      <button type="button" className="lightbox-close" onClick={onClose}>
        {intl.formatMessage({ id: 'lightbox.close' })}
      </button>
      {/* A mouse's drag over the picture would start the browser's own image drag (and cancel the pointer): it swipes instead. */}
      <figure className="lightbox-figure" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onDragStart={(e) => e.preventDefault()}>
        <Picture key={picture.file.sourceUrl} className="lightbox-image" file={picture.file} alt={picture.alt} sizes="100vw" priority fallbackSize={{ width: 1920, height: 1200 }} />
        <figcaption className="lightbox-caption">
          <span>{picture.alt}</span>
          <span className="lightbox-position" aria-live="polite">{intl.formatMessage({ id: 'lightbox.position' }, { index: index + 1, count })}</span>
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button type="button" className="lightbox-step lightbox-step--previous" onClick={() => go(index - 1)} aria-label={intl.formatMessage({ id: 'lightbox.previous' })}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
          </button>
          <button type="button" className="lightbox-step lightbox-step--next" onClick={() => go(index + 1)} aria-label={intl.formatMessage({ id: 'lightbox.next' })}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
          </button>
        </>
      ) : null}
    </div>
  );
}
