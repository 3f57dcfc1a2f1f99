import { heroSlidesOf } from '@nirvana/shared/media';
import { isHandheld, useContent } from '../app/content-context';
import { usesMobileLayout } from '@nirvana/shared/device';
import { HeroCarousel } from '../carousel/hero-carousel';
import { lazyNearViewport } from '@nirvana/shared/lazy-near-viewport';

const HomeBelow = lazyNearViewport(() => import('./home-below'));

/**
 * Hotel index and intro index: the hero carousel (rendered at once: it is the first screen), then
 * the page's sections, stories, and on a hotel's home rooms and a gallery preview (in the server's
 * HTML too: the data they load is the page's), their code loaded as they near the viewport.
 */
export default function HomeLayout() {
  const { state, device } = useContent();
  const { page, route } = state;
  const slides = heroSlidesOf(page);
  return (
    <div className="layout layout--home" data-layout={route.layout}>
      {slides.length > 0 ? (
        <HeroCarousel slides={slides} handheld={isHandheld(device)} label={page.title} searchBar={!usesMobileLayout(device, route.layout)}>
          <h1 className="hero-title">{page.title}</h1>
        </HeroCarousel>
      ) : (
        <header className="page-header container"><h1 className="page-title">{page.title}</h1></header>
      )}
      <HomeBelow className="home-below" pending={<div className="home-below-pending" aria-busy="true" />} />
    </div>
  );
}
