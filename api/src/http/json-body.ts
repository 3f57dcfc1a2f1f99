/**
 * The JSON body parser of the writes: UTF-8 only. A body that declares another charset is a 415;
 * bytes that are not valid UTF-8 are a 400 (the default parser would turn them into U+FFFD and
 * store them). Prototype poisoning (`__proto__`, `constructor.prototype`) stays an error.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = CHARSET.exec(String(request.headers['content-type'] ?? ''))?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new HttpError(415, 'Send the body as UTF-8 JSON.'), undefined);
      return;
    }
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new HttpError(400, 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}
