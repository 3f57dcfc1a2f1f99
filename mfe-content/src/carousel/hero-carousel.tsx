import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Slide } from '@nirvana/shared/api/schemas';
import { FULL_BLEED_SIZES, safeUrl } from '@nirvana/shared/media';
import { useBusEvent } from '@nirvana/shared/use-bus-event';
import { Picture } from '@nirvana/shared/picture';
import { useOnScreen } from '../lib/on-screen';
import { useReducedMotion } from '../lib/reduced-motion';
import { heroOptions } from './glide-options';
import { PauseButton } from './pause-button';
import { useGlide } from './use-glide';
import { SoundButton, VideoSlide } from './video-slide';

interface Props {
  slides: readonly Slide[];
  /** Mobile and tablet visitors get the mobile file when a slide has one. */
  handheld: boolean;
  /** Alt text of slides that carry no title (usually the page title). */
  label: string;
  /** The desktop search bar lies over the hero's foot: the dots and the subtitle stay above it. */
  searchBar?: boolean;
  children?: React.ReactNode;
}

/** The full-bleed hero: image and video slides, autoplay 7 s, 2 s transition, dots, no arrows, no drag. */
export function HeroCarousel({ slides, handheld, label, searchBar = false, children }: Props) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [sound, setSound] = useState(false);
  const [progress, setProgress] = useState(0);
  const many = slides.length > 1;
  const key = `${slides.map((s) => s.id).join(',')}|${handheld}|${reduced}`;
  const { glide, index, ready } = useGlide(root, heroOptions(reduced), key, many);
  const autoplaying = many && !reduced;
  // Scrolled out of sight, the slides and the video hold still (and go on when back in view).
  const onScreen = useOnScreen(root);

  // While the visitor is in the booking search the slides hold still (behind an open calendar, no
  // slide changes halfway), and the title clears from under the bar's pop-ups (CSS, data-held).
  const held = useBusEvent('nirvana:search-active')?.active ?? false;
  useEffect(() => {
    const g = glide.current;
    if (!g || paused || !autoplaying) return;
    if (held || !onScreen) g.pause(); else g.play();
  }, [held, onScreen, paused, autoplaying, ready, glide]);

  const togglePause = () => {
    const g = glide.current;
    if (!g) return;
    if (paused) g.play(); else g.pause();
    setPaused(!paused);
  };

  if (slides.length === 0) return null;
  return (
    <section className="hero" data-search-bar={searchBar} data-held={held || undefined} aria-roledescription={intl.formatMessage({ id: 'hero.roledescription' })} aria-label={label}>
      <div className="glide hero-glide" ref={root}>
        <div className="glide__track" data-glide-el="track">
          <ul className="glide__slides">
            {slides.map((slide, i) => {
              const file = handheld && slide.mobileFile ? slide.mobileFile : slide.file;
              const active = i === index;
              const alt = slide.title ?? file.alt ?? label;
              return (
                <li
                  className="glide__slide hero-slide"
                  key={slide.id}
                  aria-roledescription={intl.formatMessage({ id: 'hero.slide' })}
                  aria-label={intl.formatMessage({ id: 'hero.slideOf' }, { n: i + 1, total: slides.length })}
                  aria-hidden={many && !active ? true : undefined}
                  data-type={slide.type}
                >
                  {slide.type === 'VIDEO' ? (
                    <VideoSlide file={file} active={active} onScreen={onScreen} started={ready || !many} label={alt} sound={sound} onToggleSound={() => setSound(!sound)} onProgress={setProgress} />
                  ) : (
                    <Picture className="hero-media" file={file} alt={alt} priority={i === 0} sizes={file === slide.file ? FULL_BLEED_SIZES.hero : FULL_BLEED_SIZES.heroPortrait} fallbackSize={{ width: 1920, height: 1080 }} />
                  )}
                  {slide.subtitle ? <p className="hero-subtitle">{slide.subtitle}</p> : null}
                </li>
              );
            })}
          </ul>
        </div>
        {many ? (
          <div className="glide__bullets hero-dots" data-glide-el="controls[nav]">
            {slides.map((slide, i) => (
              <button
                type="button"
                key={slide.id}
                className="glide__bullet hero-dot"
                data-glide-dir={`=${i}`}
                aria-label={intl.formatMessage({ id: 'hero.goTo' }, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
        ) : null}
      </div>
      <div className="hero-overlay">{children}</div>
      {slides[index]?.type === 'VIDEO' && safeUrl(slides[index]!.file.sourceUrl) ? <SoundButton sound={sound} progress={progress} onToggle={() => setSound(!sound)} /> : null}
      {autoplaying ? <PauseButton paused={paused} onToggle={togglePause} className="carousel-pause hero-pause" /> : null}
    </section>
  );
}
