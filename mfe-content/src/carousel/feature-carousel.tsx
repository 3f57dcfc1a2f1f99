import { useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import type { DeviceInfo } from '@nirvana/shared/device';
import { ContentContext } from '../app/content-context';
import { Picture } from '@nirvana/shared/picture';
import { useOnScreen } from '../lib/on-screen';
import { useReducedMotion } from '../lib/reduced-motion';
import { safeUrl } from '@nirvana/shared/media';
import { isExternal } from '../lib/safe-url';
import { featureOptions, featurePerView } from './glide-options';
import { PauseButton } from './pause-button';
import { useGlide } from './use-glide';
import { FEATURE_ROWS, gridItemAttributes } from '../lib/filled-grid';

export interface FeatureCard {
  key: string | number;
  title: string;
  text?: string | null;
  href?: string | null;
  image?: MediaFile | null;
}

interface Props {
  cards: readonly FeatureCard[];
  device: Pick<DeviceInfo, 'isMobile' | 'isTablet'>;
  label: string;
  /** Heading level of the card titles (keeps the page's heading hierarchy). */
  headingLevel?: 3 | 4;
}

/**
 * The feature carousel: infinite, autoplay 4 s pausing on hover, focus and out of sight, arrows; 6/4/2 cards
 * on desktop/tablet/mobile. With no more cards than fit, or three or fewer (a carousel of three
 * says less than three cards), a grid whose rows fill (lib/filled-grid.ts).
 */
export function FeatureCarousel({ cards, device, label, headingLevel = 3 }: Props) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const perView = featurePerView(device);
  const rotates = cards.length > Math.max(perView, 3);
  const [paused, setPaused] = useState(false);
  const focused = useRef(false);
  const key = `${cards.map((c) => c.key).join(',')}|${perView}|${reduced}`;
  const { glide } = useGlide(root, featureOptions(device, reduced), key, rotates);
  // Scrolled out of sight it holds still, and goes on when back (unless focus or the pointer is in it).
  const onScreen = useOnScreen(root);
  useEffect(() => {
    const g = glide.current;
    if (!g || paused || reduced) return;
    if (!onScreen) g.pause();
    else if (!focused.current && !root.current?.matches(':hover')) g.play();
  }, [onScreen, paused, reduced, glide]);

  const togglePause = () => {
    const g = glide.current;
    if (!g) return;
    if (paused) {
      if (!focused.current) g.play();
    } else g.pause();
    setPaused(!paused);
  };

  const cells = rotates ? [] : gridItemAttributes(cards.length, FEATURE_ROWS);
  const list = cards.map((card, i) => (
    <li className={rotates ? 'glide__slide feature-slide' : 'feature-slide'} key={card.key} {...cells[i]}>
      <Card card={card} headingLevel={headingLevel} />
    </li>
  ));

  if (!rotates) {
    return (
      <ul className="feature-grid filled-grid" aria-label={label} data-plain={cards.every((c) => !c.image && !c.text) || undefined}>
        {list}
      </ul>
    );
  }
  return (
    <section
      className="feature-carousel"
      aria-roledescription={intl.formatMessage({ id: 'carousel.roledescription' })}
      aria-label={label}
      onFocus={() => {
        focused.current = true;
        glide.current?.pause();
      }}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        focused.current = false;
        if (!paused && onScreen) glide.current?.play();
      }}
    >
      <div className="glide" ref={root}>
        <div className="glide__track" data-glide-el="track">
          <ul className="glide__slides">{list}</ul>
        </div>
        <div className="feature-arrows" data-glide-el="controls">
          <button type="button" className="glide__arrow feature-arrow" data-glide-dir="<" aria-label={intl.formatMessage({ id: 'carousel.previous' })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          <button type="button" className="glide__arrow feature-arrow" data-glide-dir=">" aria-label={intl.formatMessage({ id: 'carousel.next' })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          {reduced ? null : <PauseButton paused={paused} onToggle={togglePause} />}
        </div>
      </div>
    </section>
  );
}

function Card({ card, headingLevel }: { card: FeatureCard; headingLevel: 3 | 4 }) {
  const origins = useContext(ContentContext)?.origins;
  const href = safeUrl(card.href);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const body = (
    <>
      {card.image ? (
        <Picture className="feature-image" file={card.image} alt="" sizes="(max-width: 767px) 50vw, (max-width: 1199px) 25vw, 190px" fallbackSize={{ width: 600, height: 400 }} />
      ) : null}
      <Heading className="feature-title">{card.title}</Heading>
      {card.text ? <p className="feature-text">{card.text}</p> : null}
    </>
  );
  // A card without a picture is a highlight: a line of text under a rule, not an empty-looking box.
  const className = card.image ? 'feature-card' : 'feature-card feature-card--text';
  if (!href) return <div className={className}>{body}</div>;
  const external = isExternal(href, origins);
  return (
    <a className={className} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {body}
    </a>
  );
}
