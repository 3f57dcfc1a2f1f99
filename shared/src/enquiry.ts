/**
 * The enquiry between two sections: a venue's, a treatment's or an event's action (the content
 * section) opens the contact page with what it is about (`?about=`, at the form's anchor), and the
 * contact form there (the newsletter section) starts its message with it.
 */

/** The query parameter that carries the subject to the contact page. */
export const ABOUT_PARAM = 'about';
/** The contact form's anchor on the contact page. */
export const CONTACT_FORM_ANCHOR = 'contact-form';
/** The longest subject a link carries. */
const MAX_ABOUT = 120;

/** A contact page's address asking for the form about `about`. */
export function withAbout(contactPath: string, about: string): string {
  return `${contactPath}?${ABOUT_PARAM}=${encodeURIComponent(about.trim().slice(0, MAX_ABOUT))}#${CONTACT_FORM_ANCHOR}`;
}

/** What an address's query asked the contact form to be about, if anything. */
export function aboutOf(search: string): string | null {
  const about = new URLSearchParams(search).get(ABOUT_PARAM)?.trim();
  return about ? about.slice(0, MAX_ABOUT) : null;
}
