/**
 * Mails against a real SMTP server (issue 26): global-setup.ts starts smtp-server on loopback and
 * gives the API its SMTP_URL; each mail it accepts is a JSON file in E2E_MAIL_DIR. In the browser,
 * in Russian and German: the Cosmopolitan contact form reaches the hotel's reception (the guest as
 * Reply-To, the text, the page and language) and the guest gets an acknowledgement in their
 * language; the German newsletter form sends a confirmation mail whose link confirms (double
 * opt-in), the staff export lists the address only between confirmation and leaving, and both the
 * unsubscribe page and the one-click POST of List-Unsubscribe (RFC 8058) remove it.
 */
import type { Page } from 'puppeteer';
import { PROPERTY_CONTACTS } from '@nirvana/shared/contact-facts';
import type { Locale } from '@nirvana/shared/locales';
import { propertyById } from '@nirvana/shared/properties';
import { buildPath } from '@nirvana/shared/routes';
import { el, inNewsletter, sendNewsletterForm } from '../src/forms';
import { mailTo, type CaughtMail } from '../src/mail-catcher';
import { newPage, open, site, type Opened } from '../src/harness';

const COSMOPOLITAN = 2;
const HOTEL = propertyById(COSMOPOLITAN)!.name;
const RECEPTION = PROPERTY_CONTACTS[COSMOPOLITAN]!.reception.email;

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run e2e through its jest config');
  return dir;
};
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;


/** Opens a page with every section loaded (the newsletter loads when scrolled near) and lets it settle. */
async function openSettled(pathname: string, locale: Locale): Promise<Opened> {
  const opened = await open(pathname, { viewport: 'desktop', allSections: true, acceptLanguage: `${locale},${locale};q=0.9` });
  await opened.page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 }).catch(() => undefined);
  return opened;
}

/** The staff export of confirmed subscribers (the API's endpoint with the run's token). */
async function exportedSubscribers(): Promise<string> {
  const res = await fetch(site.api('/v1/staff/export/subscribers.csv'), { headers: { authorization: `Bearer ${process.env.E2E_EXPORT_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The link to `path` (a newsletter page) in a mail's text. */
function linkIn(mail: CaughtMail, path: string): string {
  const found = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w.-]+&lang=\\w+`).exec(mail.text)?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return found;
}

/** Opens a newsletter page link (confirm or unsubscribe) in the browser, presses its one button, answers the final page's title. */
async function followAndPress(link: string, expectTitle: string, expectAfter: string): Promise<void> {
  const opened = await newPage({ viewport: 'phone' });
  const { page } = opened;
  try {
    const res = await page.goto(link, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).origin).toBe(new URL(site.url).origin);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(expectTitle);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form button[type="submit"]')]);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(expectAfter);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** The contact form: the newsletter section's, in its slot on contact pages (light DOM). */
const CONTACT = '#slot-newsletter #contact-form';
const cf = (selector: string) => `${CONTACT} ${selector}`;
const nl = inNewsletter;

/** What the guest reads in the acknowledgement, per language. */
const ACK: Partial<Record<Locale, { subject: string; greeting: (name: string) => string }>> = {
  ru: { subject: `Мы получили ваше сообщение: ${HOTEL}`, greeting: (n) => `Здравствуйте, ${n}!` },
  de: { subject: `Wir haben Ihre Nachricht erhalten: ${HOTEL}`, greeting: (n) => `Guten Tag ${n},` },
};
const GUEST: Record<'ru' | 'de', { name: string; phone: string; message: string }> = {
  ru: { name: 'Иван Петров', phone: '+74951234567', message: 'Здравствуйте! Есть ли номер с видом на море на 12–19 мая? Спасибо.' },
  de: { name: 'Jürgen Weiß', phone: '+49301234567', message: 'Guten Tag, haben Sie vom 12. bis 19. Mai ein Zimmer mit Meerblick? <b>Danke</b>' },
};

describe('contact form → reception and guest, over SMTP', () => {
  it.each(['ru', 'de'] as const)('%s: the reception of Cosmopolitan gets the text with the guest as Reply-To; the guest an acknowledgement in the same language', async (locale) => {
    const path = buildPath('hotel:contact', locale, { hotel: 'nirvana-cosmopolitan' })!;
    const opened = await openSettled(path, locale);
    const { page } = opened;
    try {
      const guest = GUEST[locale];
      const email = unique(`e2e-mail-contact-${locale}`);
      for (const [name, value] of Object.entries({ fullName: guest.name, email, phone: guest.phone, message: guest.message })) {
        const input = await el(page, cf(`[name="${name}"]`));
        await input.click({ count: 3 });
        await page.keyboard.press('Backspace');
        await input.type(value);
      }
      await (await el(page, cf('button[type="submit"]'))).click();
      await el(page, cf('.alert--success'), 10_000);

      const reception = await mailTo(mailDir(), RECEPTION, (m) => m.replyTo.includes(email));
      expect(reception.replyTo).toBe(`${guest.name} <${email}>`);
      expect(reception.text).toContain(guest.message);
      expect(reception.text).toContain(`(${locale})`);
      expect(reception.text).toContain(path);
      expect(reception.subject).toContain(guest.name);
      expect(reception.subject).toContain(HOTEL);
      // The guest's words are text in the HTML part, never markup.
      if (locale === 'de') {
        expect(reception.html).not.toContain('<b>Danke</b>');
        expect(reception.html).toContain('&#60;b&#62;Danke&#60;/b&#62;');
      }

      const ack = await mailTo(mailDir(), email);
      expect(ack.subject).toBe(ACK[locale]!.subject);
      expect(ack.text).toContain(ACK[locale]!.greeting(guest.name));
      expect(ack.replyTo).toContain(RECEPTION);
      expect(ack.html).toContain(`lang="${locale}"`);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

/** What the visitor reads, per language: the confirmation mail's subject and button, each page's title before and after its button. */
const NEWSLETTER = {
  ru: {
    subject: `Подтвердите подписку на рассылку: ${HOTEL}`, mailButton: 'Подтвердить подписку',
    confirm: ['Подтвердите подписку на рассылку', 'Подписка подтверждена'], leave: ['Отписаться от рассылки', 'Вы отписались'],
  },
  de: {
    subject: `Bitte bestätigen Sie Ihr Newsletter-Abonnement: ${HOTEL}`, mailButton: 'Abonnement bestätigen',
    confirm: ['Newsletter-Abonnement bestätigen', 'Ihr Abonnement ist bestätigt'], leave: ['Newsletter abbestellen', 'Sie haben den Newsletter abbestellt'],
  },
} as const;

describe('newsletter (Russian and German pages) → confirmation mail, export, unsubscribe', () => {
  /** Subscribes on the open page with the newsletter form and waits for its success alert. */
  async function subscribe(page: Page, email: string) {
    await sendNewsletterForm(page, email);
    await el(page, nl('.alert--success'), 10_000);
    // The alert goes after 3 s and the form is ready again.
    await page.waitForFunction(() => !document.querySelector('#slot-newsletter .nirvana-newsletter-host')?.querySelector('.alert'), { timeout: 8000, polling: 100 });
  }

  it.each(['ru', 'de'] as const)('%s: double opt-in: the link confirms; listed only until the unsubscribe page or the one-click POST removes it', async (locale) => {
    const t = NEWSLETTER[locale];
    const opened = await openSettled(buildPath('hotel-home', locale, { hotel: 'nirvana-cosmopolitan' })!, locale);
    const byPage = unique(`e2e-mail-nl-page-${locale}`);
    const byOneClick = unique(`e2e-mail-nl-oneclick-${locale}`);
    try {
      await subscribe(opened.page, byPage);
      await subscribe(opened.page, byOneClick);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }

    const confirmations = await Promise.all([byPage, byOneClick].map((email) => mailTo(mailDir(), email)));
    for (const mail of confirmations) {
      expect(mail.subject).toBe(t.subject);
      expect(mail.text).toContain(t.mailButton);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-unsubscribe']).toBe(`<${linkIn(mail, '/v1/newsletter/unsubscribe')}>`);
    }
    // Pending: not in the export yet.
    let csv = await exportedSubscribers();
    expect(csv).not.toContain(byPage);
    expect(csv).not.toContain(byOneClick);

    for (const mail of confirmations) {
      await followAndPress(linkIn(mail, '/v1/newsletter/confirm'), t.confirm[0], t.confirm[1]);
    }
    csv = await exportedSubscribers();
    expect(csv).toContain(`${byPage},${COSMOPOLITAN},${locale},`);
    expect(csv).toContain(`${byOneClick},${COSMOPOLITAN},${locale},`);

    // Leaving by the unsubscribe page (the link in the mail), in the browser.
    await followAndPress(linkIn(confirmations[0]!, '/v1/newsletter/unsubscribe'), t.leave[0], t.leave[1]);
    csv = await exportedSubscribers();
    expect(csv).not.toContain(byPage);
    expect(csv).toContain(byOneClick);

    // Leaving in one click, as a mail client does with List-Unsubscribe-Post (RFC 8058).
    const oneClick = confirmations[1]!.headers['list-unsubscribe']!.replace(/^<|>$/g, '');
    const res = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    csv = await exportedSubscribers();
    expect(csv).not.toContain(byOneClick);
    // A confirmation link of a removed subscription confirms nothing.
    expect((await fetch(linkIn(confirmations[1]!, '/v1/newsletter/confirm'), { method: 'POST' })).status).toBe(400);
    expect(await exportedSubscribers()).not.toContain(byOneClick);
  });
});
