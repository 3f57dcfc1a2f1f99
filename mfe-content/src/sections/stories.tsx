import { useIntl } from 'react-intl';
import { useContent } from '../app/content-context';
import { loadStories } from '../data/stories';
import { Picture } from '@nirvana/shared/picture';
import { safeUrl } from '@nirvana/shared/media';
import { useLoad } from '@nirvana/shared/section-data';

/** The property's stories, each group's items in ordinal order. */
export function Stories({ propertyId }: { propertyId: number }) {
  const { api, state } = useContent();
  const intl = useIntl();
  const locale = state.route.locale;
  const groups = useLoad('stories', [propertyId, locale], () => loadStories(api, propertyId, locale));
  if (!groups || groups.every((g) => g.items.length === 0)) return null;
  return (
    <section className="stories container" aria-labelledby="stories-title">
      <h2 className="section-title" id="stories-title">{intl.formatMessage({ id: 'stories.title' })}</h2>
      {groups.map((group) => (
        <div className="story-group" key={group.id}>
          {groups.length > 1 ? <h3 className="story-group-title">{group.title}</h3> : null}
          <ol className="story-list">
            {group.items.map((item) => {
              const href = safeUrl(item.url);
              const body = (
                <>
                  <Picture className="story-image" file={item.image} alt="" sizes="(max-width: 767px) 45vw, 220px" fallbackSize={{ width: 400, height: 500 }} />
                  <span className="story-title">{item.title}</span>
                </>
              );
              return (
                <li className="story" key={item.id} data-ordinal={item.ordinal}>
                  {href ? <a className="story-link" href={href}>{body}</a> : <div className="story-link">{body}</div>}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
