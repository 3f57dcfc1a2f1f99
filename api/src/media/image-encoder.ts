/**
 * Image variants are encoded in a process of their own, not in the API's: an AVIF encode of a
 * 2400 px picture takes some 150 MB for seconds, and glibc does not give that back to the system,
 * so the API kept 300 to 900 MB after a burst. The encoder process runs the jobs it is sent (the
 * media route's queue decides how many at once), writes each variant to the file it is told,
 * and exits once it has been idle for `IDLE_MS`: its memory goes back to the system with it. A
 * crash of libvips costs one answer (a 503), never the API.
 *
 * `encodeVariant` is the encode itself (sharp); run as a script, this file is the encoder process
 * (jobs over IPC); `createEncoder` is the API's side: it starts the process on demand, sends jobs,
 * and starts a new one when it exits or crashes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageFormat } from '@nirvana/shared/media';

/**
 * Encoder settings per format, tuned by eye on the committed photographs: AVIF at quality 50 keeps
 * the pier's planks and the dune grass crisp at about a third of the JPEG's bytes. A picture full
 * of fine texture (the shingle under the evening boats, the pine needles of the forest path, the
 * pier's grain at sunset) takes at quality 50 two to five times the bits of a smooth one (0.3 to
 * 0.9 bits a pixel, where half the library takes under 0.11): its AVIF steps down to quality 45,
 * then 40, while it still takes more than 0.2 bits a pixel. The texture hides what the lower
 * quality loses (looked at side by side at 2x: the pebbles and the planks keep their grain, the
 * sunset sky no banding), where a denoise would smear them; smooth pictures keep quality 50. The
 * bound was 0.4 until the group home's first picture on a phone (the pier at sunset, 960 px)
 * weighed 52 KB of the 150 its largest paint waits for; at quality 40 it is 32 KB
 * (docs/performance.md). A step down keeps at least `minStepRatio` of the step above's bytes and at
 * most `maxStepRatio` (0.72 to 0.93 over the library, docs/performance.md), so a step the last
 * encode's bits already rule out is not encoded: a picture at 0.3 bits a pixel or more at quality
 * 50 goes straight to 40. And a textured picture is told before its first full encode: an encode
 * at effort 0 (a fiftieth of effort 4's time) takes `probe.bitsPerPixel` or more at quality 50
 * only for pictures whose lowest step is their answer (over 60 variants, every one at 0.35 or
 * more; those at 45 took 0.34 at most, those at 50 0.29). Such a picture is encoded at the lowest
 * step first, and that encode is kept when its bits show that no step above can fit; else the
 * search goes on from the top.
 */
export const ENCODERS = {
  avif: {
    quality: 50, minQuality: 40, qualityStep: 5, maxBitsPerPixel: 0.2, minStepRatio: 0.7, maxStepRatio: 0.95,
    probe: { effort: 0, bitsPerPixel: 0.35 }, effort: 4, chromaSubsampling: '4:2:0',
  },
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

export interface EncodeJob {
  source: string;
  /** Width, or null for the picture's own. */
  w: number | null;
  fm: ImageFormat;
  /** Where the variant is written. */
  out: string;
}

/** An AVIF encode at a quality, at the settings' effort or the one given (the probe's). */
export type EncodeAt = (quality: number, effort?: number) => Promise<Buffer>;

/**
 * The AVIF of the highest quality step whose encode takes at most the bits-per-pixel bound (the
 * lowest step when none does). A picture the probe finds textured is encoded at the lowest step
 * first: when that takes over the bound times `maxStepRatio`, no step above can fit, and it is the
 * answer. Otherwise the steps go down from the top; after an encode too large, the next step tried
 * is the first that can fit (each step down keeps at least `minStepRatio` of the bytes above).
 */
export async function avifWithinBound(encodeAt: EncodeAt, pixels: number): Promise<Buffer> {
  const { quality, minQuality, qualityStep, maxBitsPerPixel, minStepRatio, maxStepRatio, probe } = ENCODERS.avif;
  const bitsOf = (out: Buffer) => (out.length * 8) / pixels;
  let lowest: Buffer | undefined;
  if (bitsOf(await encodeAt(quality, probe.effort)) >= probe.bitsPerPixel) {
    lowest = await encodeAt(minQuality);
    if (bitsOf(lowest) / maxStepRatio > maxBitsPerPixel) return lowest;
  }
  for (let q: number = quality; ; ) {
    const out = q === minQuality && lowest ? lowest : await encodeAt(q);
    let bits = bitsOf(out);
    if (bits <= maxBitsPerPixel || q - qualityStep < minQuality) return out;
    do {
      q -= qualityStep;
      bits *= minStepRatio;
    } while (bits > maxBitsPerPixel && q - qualityStep >= minQuality);
  }
}

/** Encodes one variant into `job.out` (for AVIF at the highest quality of its steps that fits the bits-per-pixel bound). */
export async function encodeVariant(job: EncodeJob): Promise<void> {
  // No operation cache (decoded pictures kept after their job), one thread per image.
  sharp.cache(false);
  sharp.concurrency(1);
  let pipeline = sharp(job.source).rotate();
  if (job.w) pipeline = pipeline.resize({ width: job.w, withoutEnlargement: true });
  let out: Buffer;
  if (job.fm === 'webp') out = await pipeline.webp(ENCODERS.webp).toBuffer();
  else if (job.fm === 'jpg') out = await pipeline.jpeg(ENCODERS.jpg).toBuffer();
  else {
    const { effort, chromaSubsampling } = ENCODERS.avif;
    const { data: pixels, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const raw = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    out = await avifWithinBound((quality, at = effort) => raw().avif({ quality, effort: at, chromaSubsampling }).toBuffer(), info.width * info.height);
  }
  await writeFile(job.out, out);
}

/** How long the encoder process stays after its last job. */
export const IDLE_MS = 5000;

type Message = { id: number; error?: string };

/** The encoder process's script: the bundle's own file next to the API's, or this source file under tsx. */
function encoderScript(): { file: string; execArgv: string[] } {
  if (__filename.endsWith('.cjs')) return { file: join(__dirname, 'image-encoder.cjs'), execArgv: [] };
  return { file: __filename, execArgv: ['--import', 'tsx'] };
}

/** The API's side: `encode(job)` runs the job in the encoder process (started when needed). */
export function createEncoder() {
  let child: ChildProcess | null = null;
  let next = 0;
  const waiting = new Map<number, { job: EncodeJob; resolve: () => void; reject: (error: Error) => void }>();

  function start(): ChildProcess {
    const { file, execArgv } = encoderScript();
    const proc = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, NIRVANA_IMAGE_ENCODER: '1' } });
    proc.on('message', (message: Message) => {
      const job = waiting.get(message.id);
      if (!job) return;
      waiting.delete(message.id);
      if (message.error) job.reject(new Error(message.error));
      else job.resolve();
    });
    proc.on('exit', (code, signal) => {
      if (child === proc) child = null;
      if (code === 0 && waiting.size) {
        // It left idle just as a job was sent: a new process takes the jobs.
        child = start();
        for (const [id, { job }] of waiting) child.send({ id, job });
        return;
      }
      // A crash: the jobs it had fail (their answer is a 503); the next job starts a new process.
      for (const [id, job] of waiting) {
        waiting.delete(id);
        job.reject(new Error(`the image encoder stopped (${signal ?? code})`));
      }
    });
    proc.on('error', () => undefined);
    return proc;
  }

  return {
    encode(job: EncodeJob): Promise<void> {
      child ??= start();
      const id = ++next;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { job, resolve, reject });
        child!.send({ id, job });
      });
    },
    /** The encoder process's id while it runs (for the bench's memory figure). */
    get pid(): number | undefined {
      return child?.pid;
    },
    close(): void {
      child?.kill();
      child = null;
    },
  };
}

/** The encoder process: the jobs it is sent (the API's queue bounds how many at once); exit when idle. */
function serve(): void {
  let idle: NodeJS.Timeout | undefined;
  let active = 0;
  const arm = () => {
    clearTimeout(idle);
    if (active === 0) idle = setTimeout(() => process.exit(0), IDLE_MS);
  };
  process.on('message', ({ id, job }: { id: number; job: EncodeJob }) => {
    clearTimeout(idle);
    active += 1;
    encodeVariant(job).then(
      () => {
        process.send?.({ id });
      },
      (error: unknown) => {
        process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
      },
    ).finally(() => {
      active -= 1;
      arm();
    });
  });
  process.on('disconnect', () => process.exit(0));
  arm();
}

if (process.env.NIRVANA_IMAGE_ENCODER === '1' && typeof process.send === 'function') serve();
