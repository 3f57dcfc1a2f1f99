/**
 * The media service's pictures (standing in for a CMS's image service): `GET /media/images/<file>`
 * answers the committed file, and for a raster picture `?w=<width>&fm=<avif|webp|jpg>` a variant
 * of it, made with sharp on first request and kept on disk (settings.mediaCacheDir), so each
 * variant is encoded once. Widths and formats are shared's contract (IMAGE_WIDTHS, IMAGE_FORMATS);
 * anything else, a width above the picture's own or a variant of a vector file, is a 400 with the
 * reason. The other media folders (videos, logos, files) are served by @fastify/static.
 *
 * An encode costs a CPU-second or more and tens of MB, and anyone can ask for any of some 2,000
 * variants: encodes go through one bounded queue (settings.mediaEncodes, `http/work-queue.ts`),
 * a global and a per-client cap, beyond which the answer is 503 with Retry-After; the encodes
 * themselves run in a process of their own that leaves when idle (`media/image-encoder.ts`), so the
 * API's memory stays its own and returns to its level after a burst. Whether
 * a variant was made now or before is nobody's business: no header says it.
 *
 * Several instances of the API may share one cache folder (behind a balancer, or the test
 * command's two e2e runs): the one that starts a variant claims it with a `.lock` file beside it,
 * and the others wait for its file instead of encoding the same picture again (`claim`).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_MIME, IMAGE_WIDTHS, type ImageFormat } from '@nirvana/shared/media';
import { onceByKey } from '@nirvana/shared/memo';
import { sendError } from '../http/errors';
import { Busy, WorkQueue, type WorkLimits } from '../http/work-queue';
import { choice, paramsSchema, text } from '@nirvana/shared/api/params';
import { type RouteTypes } from '../http/route-schemas';
import { createEncoder, encoderTag } from '../media/image-encoder';
import { CACHE } from '../http/send';

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|jpeg|png|svg)$/;
const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };

export { ENCODERS, encoderTag } from '../media/image-encoder';

export interface MediaImageOptions {
  /** The committed media/images folder. */
  imagesDir: string;
  /** Where variants are written (created when missing). */
  cacheDir: string;
  /** The caps on encodes: at once, waiting, per client, and the longest wait. */
  encodes: WorkLimits;
}

/**
 * The variant query: `w` one of the widths, `fm` one of the formats (required with `w`), nothing
 * else; checked by fastify (route-schemas.ts) before the route runs. The route adds what only the
 * file can tell: a vector picture has no variants, and no width above the picture's own.
 */
export const VARIANT_QUERY = {
  ...paramsSchema({ w: choice(IMAGE_WIDTHS), fm: choice(IMAGE_FORMATS) }),
  additionalProperties: false,
  dependencies: { w: ['fm'] },
};

/** Why a width the query allows is too wide for a picture `ownWidth` pixels wide, or null. */
export function widthError(w: number | undefined, ownWidth: number): string | null {
  return w !== undefined && w > ownWidth ? `w=${w} is wider than the picture itself (${ownWidth} px).` : null;
}

/** How long a claim on a variant holds the other instances back: longer than any encode takes. */
const CLAIM_STALE_MS = 120_000;
const CLAIM_POLL_MS = 100;

const isFile = (path: string) => stat(path).then((s) => s.isFile(), () => false);

/**
 * Claims the making of `target` for this process (its `.lock`, made only if there is none):
 * false while another process holds a claim younger than CLAIM_STALE_MS. An older one is left by a
 * maker that stopped midway (a crash) and is taken over.
 */
async function claim(target: string): Promise<boolean> {
  const lock = `${target}.lock`;
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => CLAIM_STALE_MS);
    if (age < CLAIM_STALE_MS) return false;
    await rm(lock, { force: true });
    return claim(target);
  }
}

/** Waits while another process holds the claim on `target`: until its file is there, or the claim is gone (failed) or stale. */
async function madeElsewhere(target: string): Promise<void> {
  for (;;) {
    await sleep(CLAIM_POLL_MS);
    if (await isFile(target)) return;
    const lock = await stat(`${target}.lock`).catch(() => null);
    if (!lock || Date.now() - lock.mtimeMs >= CLAIM_STALE_MS) return;
  }
}

export function registerMediaImageRoutes(app: FastifyInstance, { imagesDir, cacheDir, encodes }: MediaImageOptions) {
  /** Variants being made now, so concurrent first requests encode once (then the file on disk answers). */
  const pending = onceByKey<string, string>(() => false);
  const queue = new WorkQueue(encodes);
  // The encodes run in a process of their own (media/image-encoder.ts): the API's memory stays its own.
  const encoder = createEncoder();
  app.addHook('onClose', async () => {
    queue.close();
    encoder.close();
  });
  const widths = new Map<string, number>();

  async function ownWidth(path: string): Promise<number> {
    let width = widths.get(path);
    if (width === undefined) {
      width = (await sharp(path).metadata()).width ?? 0;
      widths.set(path, width);
    }
    return width;
  }

  /**
   * The variant's file on disk, made now (in the queue, for `client`) unless it already was, or
   * waited for while another instance on the same folder makes it; `Busy` when the queue refuses.
   */
  async function variant(client: string, source: string, name: string, w: number | null, fm: ImageFormat): Promise<string> {
    const target = join(cacheDir, `${name.replace(/\.[a-z]+$/, '')}-${w ?? 'full'}-${encoderTag(fm)}.${fm}`);
    if (await isFile(target)) return target;
    return pending.get(target, async () => {
      for (;;) {
        const made = await queue.run(client, async () => {
          await mkdir(cacheDir, { recursive: true });
          if (await isFile(target)) return true;
          if (!(await claim(target))) return false;
          const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
          try {
            await encoder.encode({ source, w, fm, out: tmp });
            await rename(tmp, target);
          } catch (error) {
            await rm(tmp, { force: true });
            throw error;
          } finally {
            await rm(`${target}.lock`, { force: true });
          }
          return true;
        });
        if (made) return target;
        // Another instance is making it: its file, without taking a place in the queue meanwhile.
        await madeElsewhere(target);
      }
    });
  }

  const send = async (reply: FastifyReply, path: string, type: string) => {
    const { size } = await stat(path);
    reply.header('cache-control', CACHE.media).header('content-length', size).type(type);
    return reply.send(createReadStream(path));
  };

  const schema = { params: paramsSchema({ file: text({ maxLength: 200, title: 'file' }) }, ['file']), querystring: VARIANT_QUERY };
  app.get<RouteTypes<typeof schema>>('/media/images/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const path = join(imagesDir, file);
    const exists = FILE_NAME.test(file) && (await stat(path).then((s) => s.isFile(), () => false));
    if (!exists) return sendError(reply, 404, `No picture "${file}".`);
    const ext = extname(file).toLowerCase();
    const { w, fm } = request.query;
    if (fm === undefined) return send(reply, path, TYPES[ext]!);
    if (ext === '.svg') return sendError(reply, 400, 'A vector picture has no sized variants: ask for it without a query.');
    const reason = widthError(w, await ownWidth(path));
    if (reason) return sendError(reply, 400, reason);
    let target: string;
    try {
      // An answer within the longest wait, below the sockets' idle timeout: a 503 rather than a dropped connection.
      target = await queue.within(variant(request.ip, path, file, w ?? null, fm), encodes.maxWaitMs);
    } catch (error) {
      if (!(error instanceof Busy)) {
        // The encoder process failed (crashed, or the picture could not be read): this answer only.
        request.log.error({ err: error, url: request.url }, 'image variant could not be made (503)');
        reply.header('retry-after', '5');
        return sendError(reply, 503, 'The picture could not be prepared just now: please try again shortly.');
      }
      request.log.warn({ url: request.url, client: request.ip, reason: error.reason, ...queue.load }, 'image variant refused: the encode queue is full (503)');
      reply.header('retry-after', String(error.retryAfter));
      return sendError(reply, 503, 'The picture is being prepared: please try again shortly.');
    }
    return send(reply, target, IMAGE_MIME[fm]);
  });
}
