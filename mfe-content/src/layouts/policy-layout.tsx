import { useIntl } from 'react-intl';
import type { ContentSection } from '@nirvana/shared/api/schemas';
import { useContent } from '../app/content-context';
import { RichHtml } from '../lib/rich-html';

/** The id of a policy section's heading, from its position (stable, and unique on the page). */
export const policySectionId = (index: number) => `policy-section-${index + 1}`;

/**
 * A policy (KVKK/GDPR, privacy, cookies, terms, ISO, sustainability): long-form text. The title
 * and its subtitle, a table of contents of the headed sections, then the sections. No hero, no
 * highlights carousel and no booking bar (the search section shows none on this layout).
 */
export default function PolicyLayout() {
  const { state } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  const lead = page.heroSlides[0]?.subtitle ?? null;
  const headed = page.contents.filter((s): s is ContentSection & { title: string } => Boolean(s.title));
  const intro = page.contents.filter((s) => !s.title);
  // A fragment link inside a shadow root finds nothing in the document: scroll to the heading here.
  const jump = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const target = root.getElementById?.(id) ?? null;
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <article className="layout layout--policy container" data-layout={route.layout}>
      <header className="policy-header">
        <h1 className="page-title">{page.title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </header>
      {intro.map((s, i) => <RichHtml key={`intro-${i}`} html={s.html} />)}
      {headed.length > 0 ? (
        <nav className="policy-toc" aria-labelledby="policy-toc-title">
          <h2 className="policy-toc-title" id="policy-toc-title">{intl.formatMessage({ id: 'policy.contents' })}</h2>
          <ol>
            {headed.map((s, i) => (
              <li key={policySectionId(i)}>
                <a href={`#${policySectionId(i)}`} onClick={(e) => jump(e, policySectionId(i))}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {headed.map((s, i) => (
        <section className="policy-section" key={policySectionId(i)} aria-labelledby={policySectionId(i)} data-key={s.key}>
          <h2 className="section-title" id={policySectionId(i)} tabIndex={-1}>{s.title}</h2>
          <RichHtml html={s.html} />
        </section>
      ))}
    </article>
  );
}
