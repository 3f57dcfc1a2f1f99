import { useIntl } from 'react-intl';
import { eventEnded, HOTEL_TIME_ZONE } from '@nirvana/shared/ended';
import { buildPath } from '@nirvana/shared/routes';
import { useContent } from '../app/content-context';
import { loadEventPage } from '../data/events';
import { HEADER_SIZES } from '@nirvana/shared/header-pictures';
import { Picture } from '@nirvana/shared/picture';
import { useLoad } from '@nirvana/shared/section-data';
import { ContentSections } from '../sections/content-sections';
import { EnquiryActions } from '../sections/enquiry-actions';
import { adoptSheetRef } from '../lib/adopt-sheet';
import eventSheet from './event.css';

const adoptEventSheet = adoptSheetRef(eventSheet);

/** An event by its slug: title, dates, venue, picture and its sections. */
export default function EventDetailLayout() {
  const { state, api, now } = useContent();
  const intl = useIntl();
  const { route, page } = state;
  const data = useLoad('event', [route.params.slug ?? null, route.locale], () => loadEventPage(api, route.params.slug, route.locale));
  if (data === undefined) {
    return <div className="layout layout--event" data-layout={route.layout} aria-busy="true"><div className="room-hero room-hero--placeholder" /></div>;
  }
  const event = data.event;
  // The event's lead (its page's subtitle): its meta description says the same after the hotel's name, for search engines.
  const lead = page.heroSlides[0]?.subtitle || null;
  if (!event) {
    return (
      <div className="layout layout--event" data-layout={route.layout}>
        <header className="page-header container"><h1 className="page-title">{page.title}</h1></header>
      </div>
    );
  }
  const starts = new Date(event.startsAt);
  const ends = new Date(event.endsAt);
  const valid = !Number.isNaN(starts.getTime()) && !Number.isNaN(ends.getTime());
  // An event that is over keeps its page (links to it still lead somewhere), saying so, with the way to what is coming.
  const ended = eventEnded(event, now);
  const coming = buildPath('group:events', route.locale);
  return (
    <article className="layout layout--event" data-layout={route.layout} data-event={event.slug}>
      <div className="room-hero">
        <Picture className="room-hero-image" file={event.image} alt={event.image.alt ?? event.title} priority sizes={HEADER_SIZES.roomHero} fallbackSize={{ width: 1920, height: 1080 }} />
      </div>
      <header className="container event-header" ref={adoptEventSheet}>
        <h1 className="page-title event-title">{event.title}</h1>
        <p className="event-when">
          {valid ? (
            <>
              {/* The hotel's calendar days (not the visitor's, nor the server's zone): the server's HTML and the browser's agree. */}
              <time dateTime={event.startsAt}>{intl.formatDate(starts, { dateStyle: 'long', timeZone: HOTEL_TIME_ZONE })}</time>
              {' – '}
              <time dateTime={event.endsAt}>{intl.formatDate(ends, { dateStyle: 'long', timeZone: HOTEL_TIME_ZONE })}</time>
            </>
          ) : null}
        </p>
        <p className="event-venue"><span className="label">{intl.formatMessage({ id: 'event.venue' })}</span> {event.venue}</p>
        {lead ? <p className="page-lead">{lead}</p> : null}
        {ended ? (
          <p className="event-ended" data-event-ended>
            {intl.formatMessage({ id: 'event.ended' })}{' '}
            {coming ? <a href={coming}>{intl.formatMessage({ id: 'event.coming' })}</a> : null}
          </p>
        ) : <EnquiryActions kind="enquire" about={event.title} />}
      </header>
      <ContentSections sections={event.contents} />
    </article>
  );
}
