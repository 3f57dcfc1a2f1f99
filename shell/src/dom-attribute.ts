/**
 * Sets (or with `null` removes) an attribute, touching the element only when the value changes: a
 * browser restyles on every set, and on `<html lang>` that means every element of the page.
 */
export function setAttribute(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}
