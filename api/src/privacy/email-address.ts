/**
 * One form of an e-mail address for storing and comparing: trimmed, Unicode NFC (a composed and a
 * decomposed "é" are one address) and lower-cased: the domain by rule, the local part as every
 * mailbox provider treats it (`Ivan@Example.com` and `ivan@example.com` are one subscriber).
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFC').toLowerCase();
}
