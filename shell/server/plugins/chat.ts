/** The chat plugin: the stand-in live-chat widget per language (`/chat/widget-<locale>.js`; German has none). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir } from '@nirvana/shared/package-dir';
import type { FastifyInstance } from 'fastify';
import { isLocale } from '@nirvana/shared/locales';
import { CHAT_TEXTS } from '../chat-texts';

export async function chatPlugin(app: FastifyInstance) {
  const chatSource = readFileSync(path.join(packageDir('@nirvana/shell', __dirname), 'server', 'chat-widget.js'), 'utf8');
  app.get<{ Params: { locale: string } }>('/chat/widget-:locale.js', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale) || !CHAT_TEXTS[locale]) return reply.code(404).type('text/plain').send('Not found');
    const body = `(function (TEXTS) {\n${chatSource}\n})(${JSON.stringify(CHAT_TEXTS[locale])});\n`;
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
}
