/**
 * The servers' texts (node only): the API's mails, pages and errors, the shell server's chat widget.
 * Each part keeps its catalogs as the sections do (`<locale>.messages.json` in its `i18n` folder, a
 * flat `{ "id": "ICU message" }`, checked by tools/catalogs.js) and makes its formatter here once:
 * `createServerMessages({ tr, en, ru, de })` over static JSON imports, typed `Record<Locale, ...>`,
 * so a language added to `LOCALES` without its catalog fails to compile, and to start.
 *
 * A message comes either as its ICU text or already compiled to its AST: both are what
 * IntlMessageFormat takes. The servers' bundles (esbuild) and tsx import the JSON as it is, so the
 * formatter gets the texts and intl-messageformat parses each one (with the real parser) the first
 * time it is used. Under jest every `*.messages.json` goes through jest/intl-messages-transform.js,
 * which compiles it to ASTs for the sections (whose bundles carry no parser; jest maps the parser to
 * its parser-less build), so the same import gives ASTs there, formatted without parsing. One file
 * name for every catalog (one catalog tool finds them all), one formatter for both forms.
 *
 * Each message is compiled once per language, on first use, then kept; numbers (`{n, number}`) are
 * formatted in the language's own way (its `LOCALE_INFO` tag); a plain `{n}` is the value as it is.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from './locales';

/** One message: its ICU text, or its AST as @formatjs/icu-messageformat-parser compiles it. */
export type ServerMessage = ConstructorParameters<typeof IntlMessageFormat>[0];
/** One language's catalog: message id to message. */
export type ServerCatalog = Readonly<Record<string, ServerMessage>>;
/** A message's arguments. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface ServerMessages<Id extends string> {
  /** The message `id` in `locale` with its arguments; throws for an id no catalog has or a missing argument. */
  format(locale: Locale, id: Id, values?: MessageValues): string;
  /** The catalogs' ids (the same in every language). */
  readonly ids: readonly Id[];
}

/**
 * The formatter of a part's catalogs, one per language of `LOCALES`; throws when one is missing or
 * its ids are not exactly the default language's (tools/catalogs.js says the same in the tests).
 */
export function createServerMessages<C extends ServerCatalog>(catalogs: Readonly<Record<Locale, C>>): ServerMessages<Extract<keyof C, string>> {
  type Id = Extract<keyof C, string>;
  const base = catalogs[DEFAULT_LOCALE];
  if (!base) throw new Error(`Server messages: no catalog for ${DEFAULT_LOCALE}`);
  const ids = Object.keys(base) as Id[];
  for (const locale of LOCALES) {
    const catalog: ServerCatalog | undefined = catalogs[locale];
    if (!catalog) throw new Error(`Server messages: no catalog for ${locale}`);
    const missing = ids.filter((id) => !Object.hasOwn(catalog, id));
    const extra = Object.keys(catalog).filter((id) => !Object.hasOwn(base, id));
    if (missing.length || extra.length) {
      throw new Error(`Server messages: the ${locale} catalog differs from ${DEFAULT_LOCALE}'s`
        + `${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; not in ${DEFAULT_LOCALE}: ${extra.join(', ')}` : ''}`);
    }
  }

  const compiled = new Map<Locale, Map<string, IntlMessageFormat>>();
  function compiledOf(locale: Locale, id: string): IntlMessageFormat {
    let byId = compiled.get(locale);
    if (!byId) compiled.set(locale, (byId = new Map()));
    let message = byId.get(id);
    if (!message) {
      const catalog: ServerCatalog | undefined = catalogs[locale];
      if (!catalog) throw new Error(`Server messages: no catalog for locale ${String(locale)}`);
      if (!Object.hasOwn(catalog, id)) throw new Error(`Server messages: unknown message id "${id}" (${locale})`);
      message = new IntlMessageFormat(catalog[id] as ServerMessage, LOCALE_INFO[locale].iso);
      byId.set(id, message);
    }
    return message;
  }

  function format(locale: Locale, id: Id, values?: MessageValues): string {
    const message = compiledOf(locale, id);
    let text: unknown;
    try {
      text = message.format(values);
    } catch (error) {
      throw new Error(`Server messages: cannot format "${id}" (${locale}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (typeof text !== 'string') throw new Error(`Server messages: "${id}" (${locale}) is not plain text`);
    return text;
  }

  return { format, ids };
}
