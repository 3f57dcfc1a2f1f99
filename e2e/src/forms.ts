/** Filling the site's forms as a visitor does: in the sections' hosts, and through the embeds' open shadow roots (`>>>`). */
import type { ElementHandle, Page } from 'puppeteer';

/** A selector inside the newsletter section. */
export const inNewsletter = (selector: string) => `#slot-newsletter ${selector}`;

/** Waits for an element and brings it to the middle of the viewport (clear of fixed bars and floating buttons). */
export async function el(page: Page, selector: string, timeout = 15_000): Promise<ElementHandle<Element>> {
  // Polled: a document-level mutation observer does not see changes inside shadow roots.
  const deadline = Date.now() + timeout;
  let handle = await page.$(selector);
  while (!handle && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    handle = await page.$(selector);
  }
  if (!handle) throw new Error(`${selector} not found within ${timeout} ms`);
  await handle.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'nearest' }));
  return handle;
}

/** Types the address into the newsletter form, ticks its consent and sends it (the button must be enabled by then). */
export async function sendNewsletterForm(page: Page, email: string): Promise<void> {
  // The site's block hydrates once scrolled near: before that its server HTML is only text (what a visitor typed there is not yet known to be kept: issue 28's note).
  await page.evaluate(() => document.querySelector('#slot-newsletter')?.scrollIntoView());
  await page.waitForFunction(() => !document.querySelector('#slot-newsletter .nirvana-newsletter-host') || !!document.querySelector('#slot-newsletter .nirvana-newsletter-host[data-committed]'), { timeout: 20_000 });
  const input = await el(page, inNewsletter('input[type="email"]'));
  await input.click({ count: 3 });
  await input.type(email);
  // The block may re-render while the content above it settles (the handle is then detached): take
  // the checkbox again and retry, as a visitor's second tap would.
  for (let attempt = 0; ; attempt++) {
    try {
      await (await el(page, inNewsletter('input[type="checkbox"]'))).click();
      break;
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('not clickable')) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const submit = await el(page, inNewsletter('button[type="submit"]'));
  expect(await submit.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(false);
  await submit.click();
}
