/** The media service's image variants against a really started API (temporary database and cache folder). */
import { existsSync, readdirSync, readFileSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantUrl, srcSetOf } from '@nirvana/shared/media';
import { PATIENT_MEDIA, startApi, tempDir, type Running } from '../test/harness';
import { ENCODERS, encoderTag } from './media';
import { image, mobileImage } from '../seed/media-catalog';

jest.setTimeout(300_000); // sharp encodes AVIF on a shared 2-core machine

let api: Running;
let cacheDir: string;
beforeAll(async () => {
  const dir = tempDir();
  cacheDir = join(dir, 'variants');
  api = await startApi({ ...PATIENT_MEDIA, mediaCacheDir: cacheDir }, dir);
});
afterAll(() => api.stop());

const get = (path: string) => fetch(`${api.base}${path}`);
const FORMAT_OF = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

describe('variants', () => {
  test('each format at a listed width is made with sharp: the right type, width and header, smaller than the original', async () => {
    const original = (await (await get('/media/images/jetty-sunset.jpg')).arrayBuffer()).byteLength;
    for (const fm of IMAGE_FORMATS) {
      const res = await get(`/media/images/jetty-sunset.jpg?w=960&fm=${fm}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[fm]);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const body = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe(FORMAT_OF[fm]);
      expect(meta.width).toBe(960);
      expect(meta.height).toBe(600);
      expect(body.byteLength).toBeLessThan(original / 3);
    }
  });

  test('fm alone is the picture at its own width; the AVIF of a photograph at 1920 px stays small', async () => {
    const own = await get('/media/images/dune-sea.jpg?fm=webp');
    expect(own.status).toBe(200);
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(1680);
    const hero = await get('/media/images/jetty-sunset.jpg?w=1920&fm=avif');
    const bytes = (await hero.arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(220_000);
  });

  test("a finely textured photograph's AVIF steps its quality down (to 40 at the lowest) to stay within 0.2 bits a pixel; a smooth one keeps quality 50", async () => {
    // The group home's largest paint on a phone: the evening boats' portrait crop at 960 px (92 KB at quality 50).
    const textured = Buffer.from(await (await get('/media/images/evening-boats-portrait.jpg?w=960&fm=avif')).arrayBuffer());
    const { width, height } = await sharp(textured).metadata();
    expect([width, height]).toEqual([960, 1440]);
    const at40 = await sharp(join(__dirname, '../../media/images/evening-boats-portrait.jpg')).resize({ width: 960 }).avif({ quality: ENCODERS.avif.minQuality, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer();
    // Within the bound, or at the lowest quality when even that takes more.
    if (textured.length !== at40.length) expect((textured.length * 8) / (960 * 1440)).toBeLessThanOrEqual(ENCODERS.avif.maxBitsPerPixel);
    expect(textured.length).toBeLessThan(64_000);
    // Quality 50 made more bytes than that: what the service sent is a lower quality.
    const at50 = await sharp(join(__dirname, '../../media/images/evening-boats-portrait.jpg')).resize({ width: 960 }).avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer();
    expect(at50.length).toBeGreaterThan(textured.length * 1.3);
    // A smooth picture (dusk over a lake) is sent at quality 50: more bytes than its own quality 45.
    const smooth = Buffer.from(await (await get('/media/images/lake-dusk-portrait.jpg?w=960&fm=avif')).arrayBuffer());
    const at45 = await sharp(join(__dirname, '../../media/images/lake-dusk-portrait.jpg')).resize({ width: 960 }).avif({ quality: 45, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer();
    expect(smooth.length).toBeGreaterThan(at45.length);
  });

  test('a variant made with other encoder settings is never served: the settings are part of its file name', () => {
    expect(encoderTag('avif')).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(['avif', 'webp', 'jpg'].map((fm) => encoderTag(fm as 'avif')))).toHaveProperty('size', 3);
  });

  test('every URL of a picture\'s srcsets is a variant the service makes (the shared contract, both ways)', async () => {
    for (const file of [image('room-deluxe-sea', 'x'), mobileImage('evening-boats', 'x')]) {
      for (const fm of IMAGE_FORMATS) {
        const urls = srcSetOf({ ...file, sourceUrl: file.sourceUrl }, fm)!.split(', ').map((c) => c.split(' ')[0]!);
        expect(urls.length).toBeGreaterThan(3);
        // Every JPEG width; of AVIF and WebP (slower to encode) the two smallest and the largest.
        for (const url of fm === 'jpg' ? urls : [urls[0]!, urls[1]!, urls.at(-1)!]) {
          const res = await get(url);
          expect({ url, status: res.status }).toEqual({ url, status: 200 });
          await res.arrayBuffer();
        }
      }
    }
  });
});

describe('caching on disk', () => {
  test('a variant is encoded once: the first answer writes it to the cache folder, later ones send the same bytes; no header tells which', async () => {
    const url = '/media/images/lake-dusk.jpg?w=640&fm=avif';
    const file = join(cacheDir, `lake-dusk-640-${encoderTag('avif')}.avif`);
    expect(existsSync(file)).toBe(false);
    const first = await get(url);
    const bytes = Buffer.from(await first.arrayBuffer());
    const made = statSync(file).mtimeMs;
    const second = await get(url);
    // Whether a variant was made now or before is not said to the public (issue 25): it told an attacker which ones cost CPU.
    for (const res of [first, second]) expect([...res.headers.keys()].filter((h) => h.startsWith('x-media'))).toEqual([]);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(made);
  });

  test('concurrent first requests of one variant encode it once and all get it', async () => {
    const url = '/media/images/pier-mist.jpg?w=800&fm=webp';
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    const made = `pier-mist-800-${encoderTag('webp')}.webp`;
    expect(readdirSync(cacheDir).filter((f) => f.startsWith(made))).toEqual([made]);
  });

  test('two instances on one cache folder encode a variant once: the second waits for the file the first makes', async () => {
    const shared = join(tempDir(), 'shared-variants');
    const settings = { ...PATIENT_MEDIA, mediaCacheDir: shared };
    const [a, b] = [await startApi(settings), await startApi(settings)];
    // A smooth picture's AVIF (about 2 CPU-seconds): the second asks while the first holds the claim.
    const url = '/media/images/lake-dusk.jpg?w=960&fm=avif';
    const file = join(shared, `lake-dusk-960-${encoderTag('avif')}.avif`);
    // Every encode writes a file of its own first (`<variant>.<pid>.<time>.tmp`), renamed when done:
    // the two instances (in this one process) would name theirs by their start times.
    const encodes = new Set<string>();
    let watcher: ReturnType<typeof watch> | undefined;
    try {
      const first = fetch(`${a.base}${url}`);
      while (!existsSync(`${file}.lock`)) await new Promise((r) => setTimeout(r, 10));
      watcher = watch(shared, (_event, name) => {
        if (name?.endsWith('.tmp')) encodes.add(name);
      });
      const second = fetch(`${b.base}${url}`);
      const [one, two] = await Promise.all([first, second]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(Buffer.from(await two.arrayBuffer()).equals(Buffer.from(await one.arrayBuffer()))).toBe(true);
      // One encode's file (the first instance's); a second instance encoding too would add its own.
      expect(encodes.size).toBe(1);
      expect(readdirSync(shared).sort()).toEqual([`lake-dusk-960-${encoderTag('avif')}.avif`]);
    } finally {
      watcher?.close();
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test('a restarted server serves the variants already on disk', async () => {
    await (await get('/media/images/water-drop.jpg?w=480&fm=jpg')).arrayBuffer();
    const file = join(cacheDir, `water-drop-480-${encoderTag('jpg')}.jpg`);
    const made = statSync(file).mtimeMs;
    const again = await startApi({ mediaCacheDir: cacheDir });
    try {
      const res = await fetch(`${again.base}/media/images/water-drop.jpg?w=480&fm=jpg`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(statSync(file).mtimeMs).toBe(made);
    } finally {
      await again.stop();
    }
  });
});

describe('encodes are capped: beyond the caps a 503 with Retry-After, for every client its own share (issue 25, item 5)', () => {
  /** A server with its own empty cache and the given caps; each answer's status and Retry-After, by client. */
  const burst = async (encodes: { concurrency: number; maxWaiting: number; perClient: number; maxWaitMs: number }, requests: [client: string, path: string][]) => {
    // Sockets kept open long enough for slow encodes on a busy machine (the caps are what is tested here).
    const capped = await startApi({ mediaEncodes: encodes, timeouts: { headers: 10_000, request: 20_000, idle: 240_000, keepAlive: 5_000 } });
    try {
      const answers = await Promise.all(requests.map(async ([client, path]) => {
        const res = await fetch(`${capped.base}${path}`, { headers: { 'x-forwarded-for': client } });
        const body = res.status === 200 ? null : await res.json() as { statusCode: number; message: string };
        if (res.status === 200) await res.arrayBuffer();
        return { client, path, status: res.status, retryAfter: res.headers.get('retry-after'), cacheControl: res.headers.get('cache-control'), body };
      }));
      // A refused variant is not broken: asked again once the burst is over, it is made.
      const refused = answers.find((a) => a.status === 503);
      const retried = refused ? (await fetch(`${capped.base}${refused.path}`, { headers: { 'x-forwarded-for': refused.client } })).status : null;
      return { answers, retried };
    } finally {
      await capped.stop();
    }
  };
  // Encodes slower than a burst takes to arrive (AVIF at 960 px of smooth pictures, one to three
  // CPU-seconds each; a textured one at 1600 px took 16 and, at nice 19 beside the e2e, ran past the
  // test's limit), each variant another one.
  const cold = ['jetty-sunset', 'certificate-desk', 'pier-mist', 'lake-dusk', 'water-drop', 'room-deluxe-sea', 'blue-hour'].map((name) => `/media/images/${name}.jpg?w=960&fm=avif`);
  const expectRefusal = (a: { status: number; retryAfter: string | null; cacheControl: string | null; body: { statusCode: number; message: string } | null }) => {
    expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(a.cacheControl).toBe('no-store');
    expect(a.body).toMatchObject({ statusCode: 503, message: expect.stringMatching(/try again/) });
  };

  test('per client: one client past its share is refused at once, another client is still served', async () => {
    const { answers, retried } = await burst({ concurrency: 2, maxWaiting: 20, perClient: 2, maxWaitMs: 200_000 }, [
      ...cold.slice(0, 5).map((path): [string, string] => ['198.51.100.1', path]),
      ...cold.slice(5, 7).map((path): [string, string] => ['198.51.100.2', path]),
    ]);
    const of = (client: string) => answers.filter((a) => a.client === client).map((a) => a.status).sort();
    expect(of('198.51.100.1')).toEqual([200, 200, 503, 503, 503]);
    expect(of('198.51.100.2')).toEqual([200, 200]);
    answers.filter((a) => a.status === 503).forEach(expectRefusal);
    expect(retried).toBe(200);
  });

  test('globally: beyond the encodes running and waiting, every client is refused', async () => {
    const { answers, retried } = await burst({ concurrency: 1, maxWaiting: 2, perClient: 10, maxWaitMs: 200_000 }, cold.slice(0, 6).map((path, i): [string, string] => [`203.0.113.${i + 1}`, path]));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 503, 503, 503]);
    answers.filter((a) => a.status === 503).forEach(expectRefusal);
    expect(retried).toBe(200);
  });

  test('no request waits for its variant longer than the longest wait: a 503 then, not a dropped connection', async () => {
    const { answers } = await burst({ concurrency: 1, maxWaiting: 10, perClient: 10, maxWaitMs: 200 }, cold.slice(0, 4).map((path, i): [string, string] => [`203.0.113.${i + 1}`, path]));
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503]);
    answers.forEach(expectRefusal);
  });
});

describe('anything else is a 400 with the reason in JSON, never a 5xx', () => {
  const cases: [string, RegExp][] = [
    ['/media/images/jetty-sunset.jpg?w=1000&fm=avif', /w must be one of 240, 360/],
    ['/media/images/jetty-sunset.jpg?w=abc&fm=webp', /w must be one of/],
    ['/media/images/jetty-sunset.jpg?w=-240&fm=webp', /w must be one of/],
    ['/media/images/jetty-sunset.jpg?w=960&fm=gif', /fm must be one of avif, webp, jpg/],
    ['/media/images/jetty-sunset.jpg?w=960', /fm is required/],
    ['/media/images/jetty-sunset.jpg?w=960&fm=avif&q=100', /Unknown parameter "q"/],
    ['/media/images/jetty-sunset.jpg?w=960&w=480&fm=avif', /once/],
    ['/media/images/room-twin.jpg?w=2400&fm=avif', /wider than the picture itself \(1920 px\)/],
    ['/media/logos/nirvana.svg?w=240&fm=avif', /^/],
  ];
  test.each(cases)('%s', async (path, reason) => {
    const res = await get(path);
    if (path.startsWith('/media/logos')) {
      expect(res.status).toBe(200); // other folders are static files: the query is ignored there
      return;
    }
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json() as { statusCode: number; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(reason);
  });

  test('a vector picture has no variants; an unknown picture is a 404', async () => {
    const svg = await get('/media/images/experience-1-top.svg?w=240&fm=webp');
    expect(svg.status).toBe(400);
    expect((await svg.json() as { message: string }).message).toMatch(/vector/);
    expect((await get('/media/images/experience-1-top.svg')).headers.get('content-type')).toContain('image/svg+xml');
    expect((await get('/media/images/nope.jpg?w=240&fm=avif')).status).toBe(404);
    expect((await get('/media/images/..%2f..%2fpackage.json?fm=jpg')).status).toBe(404);
  });

  test('the widths and formats are only those of the contract', () => {
    expect(IMAGE_WIDTHS).toContain(1200);
    expect(imageVariantUrl('/media/images/a.jpg', { w: 480, fm: 'avif' })).toBe('/media/images/a.jpg?w=480&fm=avif');
  });
});

describe('the encodes run in a process of their own (issue 25, item 5)', () => {
  const encoders = () => {
    const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) => readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
    return children.filter((pid) => existsSync(`/proc/${pid}/cmdline`) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-encoder'));
  };

  test('an encoder that crashes costs one answer (503 with Retry-After), never the API; the next request is served by a new one', async () => {
    const path = '/media/images/forest-path.jpg?w=2400&fm=avif';
    const pending = get(path);
    // Kill the encoder while it works on the variant.
    for (let i = 0; i < 100 && encoders().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const [pid] = encoders();
    expect(pid).toBeDefined();
    process.kill(Number(pid), 'SIGKILL');
    const res = await pending;
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await get('/v1/hotels?lang=en')).status).toBe(200);
    expect((await get('/media/images/forest-path.jpg?w=480&fm=webp')).status).toBe(200);
  });
});
