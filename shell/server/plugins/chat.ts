/**
 * The chat plugin: the stand-in live-chat widget per language (`/chat/widget-<locale>.js`), for the
 * languages that have one by default (`CHAT_LOCALES`: German has none, so its URL is a 404 as ever),
 * with its words from the shell server's catalogs (shell/server/i18n: `chat.*`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir } from '@nirvana/shared/package-dir';
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '@nirvana/shared/locales';
import { shellServerMessages } from '../i18n/messages';
import { CHAT_LOCALES } from '../runtime-config';

/** What the widget reads as `TEXTS`. */
export interface ChatTexts {
  open: string;
  close: string;
  title: string;
  text: string;
}

export function chatTexts(locale: Locale): ChatTexts {
  const { format } = shellServerMessages;
  return { open: format(locale, 'chat.open'), close: format(locale, 'chat.close'), title: format(locale, 'chat.title'), text: format(locale, 'chat.text') };
}

export async function chatPlugin(app: FastifyInstance) {
  const chatSource = readFileSync(path.join(packageDir('@nirvana/shell', __dirname), 'server', 'chat-widget.js'), 'utf8');
  app.get<{ Params: { locale: string } }>('/chat/widget-:locale.js', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale) || !CHAT_LOCALES.includes(locale)) return reply.code(404).type('text/plain').send('Not found');
    const body = `(function (TEXTS) {\n${chatSource}\n})(${JSON.stringify(chatTexts(locale))});\n`;
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
}
