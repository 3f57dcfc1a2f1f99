/**
 * A rendered page compressed once, yet answered with a fresh CSP nonce each time.
 *
 * The page cache keeps one document per page with a stand-in where the nonce goes. Compressing
 * it again for every answer is what made a browser's request (`Accept-Encoding: br, gzip`) four
 * times slower than a plain one, so the document is compressed once into pieces that the nonce
 * is spliced between, and each answer only writes its nonce in the gaps:
 *
 * - gzip: every piece is its own raw deflate stream ended by a sync flush (a deflate stream never
 *   refers to bytes before its start), the nonce goes in a stored block between them, and the
 *   gzip trailer (CRC-32 and length of the whole document) is computed per answer.
 * - brotli: one brotli stream over the whole document, flushed at each gap; what the encoder wrote
 *   for the gap (a stand-in of bytes the document never contains, ending in the nonce's constant
 *   `==`) is replaced by an uncompressed meta-block of the same length, in which each answer
 *   writes its nonce. The pieces after a gap may copy from before it but never from the stand-in
 *   (its bytes occur nowhere else), and the two bytes before them are the same `==` in every
 *   answer, so they decode the same whatever the nonce. Each splice is checked once by decoding it
 *   with a throwaway nonce; a document whose check fails is sent with gzip (or compressed on the fly).
 */
import { crc32, constants as Z, brotliDecompressSync, createBrotliCompress, deflateRaw } from 'node:zlib';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { once } from '@nirvana/shared/memo';
import { memoPerObject } from './object-memo';

const deflateRawAsync = promisify(deflateRaw);

/** Nonces are 16 random bytes in base64: 24 characters ending in `==`. */
export const NONCE_LENGTH = 24;
const NONCE_SHAPE = /^[A-Za-z0-9+/]{22}==$/;

export type Encoding = 'br' | 'gzip';

export interface CompressedDocument {
  /** The document split at each place its nonce goes. */
  parts: string[];
  /** Raw deflate pieces, one per part (all but the last end with a sync flush): made on first use. */
  gzip(): Promise<Buffer[]>;
  /**
   * The brotli body per nonce (brotli pieces with an uncompressed meta-block holding the nonce
   * between each two), or null when the splice did not check out: made on first use.
   */
  brBodies(): Promise<((nonce: string) => NonceBody) | null>;
  /** Bytes of the document with a nonce in each gap. */
  length: number;
}

/**
 * The stand-ins the brotli encoder sees in the gaps: 22 distinct control bytes (which the HTML never
 * contains) and `==`. Gap k steps through the 23 bytes by k + 1, so no two gaps share a pair of bytes
 * and the encoder finds nothing to copy between them.
 */
const CONTROL = [1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28];
function standIn(gap: number): Buffer {
  const step = (gap % 22) + 1;
  const bytes = Array.from({ length: 22 }, (_, i) => CONTROL[(gap + i * step) % CONTROL.length]!);
  return Buffer.concat([Buffer.from(bytes), Buffer.from('==')]);
}

/** Header of an uncompressed, not-last brotli meta-block of `length` bytes (1..65536): 20 bits, padded. */
function rawMetaBlockHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19); // ISLAST 0, MNIBBLES 4 (code 0), MLEN-1, ISUNCOMPRESSED 1
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** Stored deflate block (not final) holding `bytes`; starts and ends on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const len = bytes.length;
  return Buffer.concat([Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), bytes]);
}

async function brotliPieces(parts: Buffer[], quality: number): Promise<Buffer[]> {
  const total = parts.reduce((n, p) => n + p.length, 0) + (parts.length - 1) * NONCE_LENGTH;
  const encoder = createBrotliCompress({
    params: { [Z.BROTLI_PARAM_QUALITY]: quality, [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT, [Z.BROTLI_PARAM_SIZE_HINT]: total },
  });
  let pending: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => pending.push(chunk));
  const take = () => {
    const out = Buffer.concat(pending);
    pending = [];
    return out;
  };
  const flushed = (data: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      encoder.once('error', reject);
      encoder.write(data);
      encoder.flush(Z.BROTLI_OPERATION_FLUSH, () => {
        encoder.off('error', reject);
        resolve(take());
      });
    });
  const pieces: Buffer[] = [];
  for (let i = 0; i < parts.length - 1; i++) {
    pieces.push(await flushed(parts[i]!));
    await flushed(standIn(i)); // what the encoder wrote for the gap is dropped
  }
  pieces.push(
    await new Promise<Buffer>((resolve, reject) => {
      encoder.once('error', reject);
      encoder.once('end', () => resolve(take()));
      encoder.end(parts[parts.length - 1]!);
    }),
  );
  return pieces;
}

/** An answer's body, and what to call once it is sent (its buffer then serves another answer). */
export interface NonceBody {
  body: Buffer;
  sent(): void;
}

/** Free buffers kept per document form: the answers a burst has in flight at once mostly fit. */
const KEPT_BODIES = 4;

/**
 * A document's bytes (its pieces, `gapPrefix` and a nonce between each two), written into buffers
 * that serve again once their answer is sent: an answer writes its nonce (24 bytes a gap) into a
 * buffer that already holds the rest. A fresh copy per answer (110 KB for a hotel home) cost a
 * cached page a third more than a static file of its size: the copy, the garbage, and the kernel
 * bringing in new memory for each write. A buffer is only written again after its answer's
 * `sent()` (the response's `finish`: the bytes are the kernel's); one never sent is dropped.
 */
export function nonceBodies(pieces: readonly Buffer[], gapPrefix: Buffer = Buffer.alloc(0), kept = KEPT_BODIES): (nonce: string) => NonceBody {
  const gaps: number[] = [];
  let size = pieces[0]?.length ?? 0;
  for (const piece of pieces.slice(1)) {
    size += gapPrefix.length;
    gaps.push(size);
    size += NONCE_LENGTH + piece.length;
  }
  const free: Buffer[] = [];
  const fresh = () => {
    const out = Buffer.allocUnsafe(size);
    let at = pieces[0]?.copy(out, 0) ?? 0;
    for (const piece of pieces.slice(1)) {
      at += gapPrefix.copy(out, at) + NONCE_LENGTH;
      at += piece.copy(out, at);
    }
    return out;
  };
  return (nonce) => {
    if (!NONCE_SHAPE.test(nonce)) throw new Error('a nonce is 16 bytes in base64');
    const body = free.pop() ?? fresh();
    for (const at of gaps) body.write(nonce, at, 'latin1');
    let done = false;
    return {
      body,
      sent: () => {
        if (!done && free.length < kept) free.push(body);
        done = true;
      },
    };
  };
}

function spliceGzip(doc: CompressedDocument, pieces: readonly Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const html = Buffer.from(doc.parts.join(nonce));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(html) >>> 0, 0);
  trailer.writeUInt32LE(html.length >>> 0, 4);
  const out: Buffer[] = [Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])];
  pieces.forEach((piece, i) => {
    if (i > 0) out.push(storedBlock(nonceBytes));
    out.push(piece);
  });
  out.push(trailer);
  return Buffer.concat(out);
}

/** Compressions made by this process so far, one per document and encoding (what "once per cached page" is checked by). */
export const compressionStats = { documents: 0 };

/**
 * A document whose nonce places hold `placeholder`, compressed in each encoding when first asked
 * (brotli at `quality`, gzip 9): a browser's answers need only brotli, a crawler's or a tool's
 * only gzip, and a brotli encode at quality 9 costs some 30 to 120 ms of a core (gzip a few).
 */
export function compressDocument(template: string, placeholder: string, quality = 9): CompressedDocument {
  const parts = template.split(placeholder);
  const buffers = parts.map((p) => Buffer.from(p));
  const length = buffers.reduce((n, b) => n + b.length, 0) + (parts.length - 1) * NONCE_LENGTH;
  const gzip = once(() => {
    compressionStats.documents += 1;
    return Promise.all(
      buffers.map((b, i) => deflateRawAsync(b, { level: 9, finishFlush: i < buffers.length - 1 ? Z.Z_SYNC_FLUSH : Z.Z_FINISH })),
    );
  });
  const brBodies = once(async () => {
    // 22 gaps at most (one stand-in per gap), and none when the document already holds a control byte.
    if (parts.length - 1 > 22 || /[\x01-\x08\x0e-\x1c]/.test(template)) return null;
    compressionStats.documents += 1;
    const bodies = nonceBodies(await brotliPieces(buffers, quality), rawMetaBlockHeader(NONCE_LENGTH));
    const probe = randomBytes(16).toString('base64');
    try {
      return brotliDecompressSync(bodies(probe).body).toString() === parts.join(probe) ? bodies : null;
    } catch {
      return null;
    }
  });
  return { parts, gzip, brBodies, length };
}

/** The document with this nonce, in the best encoding the client takes that this document has (made now if it is the first to ask). */
export async function encodeDocument(doc: CompressedDocument, nonce: string, accepted: readonly Encoding[]): Promise<(NonceBody & { encoding: Encoding }) | null> {
  if (!NONCE_SHAPE.test(nonce)) return null;
  for (const encoding of accepted) {
    const bodies = encoding === 'br' ? await doc.brBodies() : null;
    if (bodies) return { ...bodies(nonce), encoding };
    if (encoding === 'gzip') return { body: spliceGzip(doc, await doc.gzip(), nonce), sent: () => undefined, encoding };
  }
  return null;
}

/**
 * The encodings of an `Accept-Encoding` header this server can send, best first (brotli before
 * gzip at equal weight; `q=0` refuses; `*` stands for both).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [name, ...params] = item.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  const weightOf = (e: Encoding) => weights.get(e) ?? (e === 'gzip' ? weights.get('x-gzip') : undefined) ?? star ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** One rendered document of the page cache, each of its compressed forms made on first use (off the main thread: zlib's pool). */
export interface RenderedPage {
  template: string;
  /** The document's bytes with this nonce (a fresh one per answer: newNonce) in each gap. */
  withNonce(nonce: string): NonceBody;
  compressed(): CompressedDocument;
}

/**
 * Rendered documents per cached page data object (dropped with it), a few per object (its status,
 * path, layout and build: the `perData` last used), each compressed once per encoding (again after a failure).
 */
export function createRenderedPages<D extends object>(placeholder: string, options: { perData?: number; quality?: number } = {}) {
  const pageOf = memoPerObject<D, RenderedPage>(options.perData ?? 50);
  return {
    get(data: D, key: string, render: () => string): RenderedPage {
      return pageOf(data, key, () => {
        const template = render();
        let bodies: ((nonce: string) => NonceBody) | undefined;
        let compressed: CompressedDocument | undefined;
        return {
          template,
          withNonce: (nonce) => (bodies ??= nonceBodies(template.split(placeholder).map((part) => Buffer.from(part))))(nonce),
          compressed: () => (compressed ??= compressDocument(template, placeholder, options.quality)),
        };
      });
    },
  };
}
