import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** CMS HTML, sanitized; renders nothing for empty content. */
export function RichHtml({ html, className = 'rich' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
