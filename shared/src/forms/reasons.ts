/**
 * The API answers a form error with a reason per field, a rule's message in the body's language
 * (api/src/routes/writes.ts); a form maps it back to the rule, whatever its language, so it can
 * show the message in the page's language.
 */
import { FORM_MESSAGES, type RuleKey } from './rules';

const RULE_KEYS: readonly RuleKey[] = ['required', 'email', 'phone', 'lettersAndSpaces', 'letters', 'required.kvkk'];

/** The rule whose message (in any language) or key is this reason, or null for another reason. */
export function ruleKeyOfReason(reason: unknown): RuleKey | null {
  if (typeof reason !== 'string') return null;
  const text = reason.trim();
  for (const key of RULE_KEYS) {
    if (text === key) return key;
    for (const messages of Object.values(FORM_MESSAGES)) if (messages[key] === text) return key;
  }
  return null;
}
