import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { safeUrl } from '@nirvana/shared/media';

interface Props {
  file: MediaFile;
  active: boolean;
  /** Whether the hero is in view: out of it, the video pauses where it is and goes on from there when back. */
  onScreen: boolean;
  /** Whether the hero runs (its carousel mounted, or a single slide hydrated): before, no slide is shown but the first. */
  started: boolean;
  label: string;
  /** Whether sound is on (a tap on the video or the hero's sound control toggles it). */
  sound: boolean;
  onToggleSound: () => void;
  /** How far the playing (active) video is, 0 to 1: the hero's sound control draws it. */
  onProgress: (progress: number) => void;
}

const RADIUS = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A hero video: muted, looping within its slide, restarted when its slide becomes active. The
 * `<video>` is made once its slide is showing or on its way in (the carousel's index moves as a
 * transition starts), not before: a video element costs a style pass over its media controls and a
 * request for its file, which a visitor who never reaches the slide should not pay, least of all
 * while the page loads. The server's HTML holds the slide's frame without it.
 */
export function VideoSlide({ file, active, onScreen, started, label, sound, onToggleSound, onProgress }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const src = safeUrl(file.sourceUrl);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (active && started) setWanted(true);
  }, [active, started]);

  // Only a change of slide (or the video's first making) restarts or stops it: the sound (which has
  // its own effect below) and the progress callback are read as they are, not reacted to.
  const playOrPause = useEffectEvent((el: HTMLVideoElement, playing: boolean) => {
    el.muted = !(playing && sound);
    if (playing) {
      try {
        el.currentTime = 0;
      } catch {
        /* not seekable yet */
      }
      onProgress(0);
      el.play?.()?.catch?.(() => undefined);
    } else {
      el.pause?.();
    }
  });
  useEffect(() => {
    if (video.current) playOrPause(video.current, active);
  }, [active, wanted]);
  // Scrolled away and back: paused and resumed where it was, not restarted.
  useEffect(() => {
    const el = video.current;
    if (!el || !active) return;
    if (onScreen) el.play?.()?.catch?.(() => undefined);
    else el.pause?.();
  }, [onScreen, active, wanted]);

  useEffect(() => {
    if (video.current) video.current.muted = !(active && sound);
  }, [sound, active, wanted]);

  if (!src) return null;
  return (
    <div className="hero-video">
      {wanted ? (
        <video
          ref={video}
          className="hero-media"
          src={src}
          muted
          loop
          playsInline
          autoPlay={active}
          preload={active ? 'auto' : 'metadata'}
          aria-label={label}
          width={file.width ?? 1920}
          height={file.height ?? 1080}
          onClick={onToggleSound}
          onTimeUpdate={(e) => {
            const { currentTime, duration } = e.currentTarget;
            if (active && duration > 0) onProgress(currentTime / duration);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The current video's sound toggle with its circular progress. It belongs to the hero, not to a
 * slide: it stays in its place while slides move, shown while the current slide is a video.
 */
export function SoundButton({ sound, progress, onToggle }: { sound: boolean; progress: number; onToggle: () => void }) {
  const intl = useIntl();
  const soundLabel = intl.formatMessage({ id: sound ? 'hero.soundOff' : 'hero.soundOn' });
  return (
    <button type="button" className="hero-sound" onClick={onToggle} aria-pressed={sound} aria-label={soundLabel} title={soundLabel}>
      <svg className="hero-progress" viewBox="0 0 44 44" width="44" height="44" aria-hidden="true" focusable="false">
        <circle cx="22" cy="22" r={RADIUS} className="hero-progress-track" />
        <circle
          cx="22"
          cy="22"
          r={RADIUS}
          className="hero-progress-bar"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          data-progress={progress.toFixed(2)}
        />
        {sound ? (
          <path d="M15 19h4l5-4v14l-5-4h-4zM27 18c2 2 2 6 0 8" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M15 19h4l5-4v14l-5-4h-4zM27 19l5 6M32 19l-5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
    </button>
  );
}
