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
 * a global and a per-client cap, beyond which the answer is 503 with Retry-After; sharp keeps no
 * operation cache and one thread per image, so memory returns to its level after a burst. Whether
 * a variant was made now or before is nobody's business: no header says it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, IMAGE_MIME, IMAGE_WIDTHS, type ImageFormat } from '@nirvana/shared/media';
import { sendError } from '../http/errors';
import { Busy, WorkQueue, type WorkLimits } from '../http/work-queue';
import { choice, paramsSchema, text, type RouteTypes } from '../http/route-schemas';
import { CACHE } from '../http/send';

// libvips' operation cache would keep decoded pictures after their answer; one thread per image
// (sharp's own default on glibc without jemalloc, set here for every platform) keeps the heap from
// fragmenting into hundreds of MB that are never given back.
sharp.cache(false);
sharp.concurrency(1);

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|jpeg|png|svg)$/;
const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };

/**
 * Encoder settings per format, tuned by eye on the committed photographs: AVIF at quality 50 keeps
 * the pier's planks and the dune grass crisp at about a third of the JPEG's bytes. A picture full
 * of fine texture (the shingle under the evening boats, the pine needles of the forest path) takes
 * at quality 50 two to five times the bits of a smooth one (0.5 to 0.9 bits a pixel, the evening
 * boats' phone crop 92 KB at 960 px, the largest paint of the group home): its AVIF steps down to
 * quality 45, then 40, while it still takes more than 0.4 bits a pixel. The texture hides what the
 * lower quality loses (looked at side by side at 2x: the pebbles keep their grain, the sunset sky
 * no banding), where a denoise would smear the pebbles; smooth pictures keep quality 50.
 */
export const ENCODERS = {
  avif: { quality: 50, minQuality: 40, qualityStep: 5, maxBitsPerPixel: 0.4, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const;

/**
 * A tag of a format's encoder settings, part of each variant's file name on disk: changed
 * settings make new files instead of serving the variants made with the old ones.
 */
export function encoderTag(fm: ImageFormat): string {
  return createHash('sha256').update(JSON.stringify(ENCODERS[fm])).digest('hex').slice(0, 8);
}

/** The encoded variant (for AVIF at the highest quality of its steps that fits the bits-per-pixel bound). */
async function encode(pipeline: Sharp, fm: ImageFormat): Promise<Buffer> {
  if (fm === 'webp') return pipeline.webp(ENCODERS.webp).toBuffer();
  if (fm === 'jpg') return pipeline.jpeg(ENCODERS.jpg).toBuffer();
  const { quality, minQuality, qualityStep, maxBitsPerPixel, effort, chromaSubsampling } = ENCODERS.avif;
  const { data: pixels, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const raw = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (let q = quality; ; q -= qualityStep) {
    const out = await raw().avif({ quality: q, effort, chromaSubsampling }).toBuffer();
    if (q - qualityStep < minQuality || (out.length * 8) / (info.width * info.height) <= maxBitsPerPixel) return out;
  }
}

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

export function registerMediaImageRoutes(app: FastifyInstance, { imagesDir, cacheDir, encodes }: MediaImageOptions) {
  /** Variants being made now, so concurrent first requests encode once. */
  const pending = new Map<string, Promise<string>>();
  const queue = new WorkQueue(encodes);
  app.addHook('onClose', async () => queue.close());
  const widths = new Map<string, number>();

  async function ownWidth(path: string): Promise<number> {
    let width = widths.get(path);
    if (width === undefined) {
      width = (await sharp(path).metadata()).width ?? 0;
      widths.set(path, width);
    }
    return width;
  }

  /** The variant's file on disk, made now (in the queue, for `client`) unless it already was; `Busy` when the queue refuses. */
  async function variant(client: string, source: string, name: string, w: number | null, fm: ImageFormat): Promise<string> {
    const target = join(cacheDir, `${name.replace(/\.[a-z]+$/, '')}-${w ?? 'full'}-${encoderTag(fm)}.${fm}`);
    const known = await stat(target).then((s) => s.isFile(), () => false);
    if (known) return target;
    let job = pending.get(target);
    if (!job) {
      job = queue.run(client, async () => {
        await mkdir(cacheDir, { recursive: true });
        const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
        try {
          let pipeline = sharp(source).rotate();
          if (w) pipeline = pipeline.resize({ width: w, withoutEnlargement: true });
          await writeFile(tmp, await encode(pipeline, fm));
          await rename(tmp, target);
        } catch (error) {
          await rm(tmp, { force: true });
          throw error;
        }
        return target;
      }).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    return job;
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
      if (!(error instanceof Busy)) throw error;
      request.log.warn({ url: request.url, client: request.ip, reason: error.reason, ...queue.load }, 'image variant refused: the encode queue is full (503)');
      reply.header('retry-after', String(error.retryAfter));
      return sendError(reply, 503, 'The picture is being prepared: please try again shortly.');
    }
    return send(reply, target, IMAGE_MIME[fm]);
  });
}
