import { useContext, useMemo } from 'react';
import { ContentContext } from '../app/content-context';
import { sanitizeHtml } from './sanitize';

/** CMS HTML, sanitized (the site's origins from the content context: the same on the server and in the browser); renders nothing for empty content. */
export function RichHtml({ html, className = 'rich' }: { html: string | null | undefined; className?: string }) {
  const origins = useContext(ContentContext)?.origins;
  const clean = useMemo(() => sanitizeHtml(html, origins), [html, origins]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
