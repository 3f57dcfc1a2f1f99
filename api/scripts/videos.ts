/**
 * The hero videos of api/media/videos: a slow pan across each photograph named in VIDEOS
 * (media-catalog.ts), 8 s at 25 fps, muted, H.264 mp4, at 1920x1080 for desktops and 720x1280 for
 * phones. No WebM: VP9 twins at CRF 36/38 were larger in all (3.46 MB against 3.14 MB) and worse on
 * every clip (SSIM 0.969-0.992 against 0.984-0.995, PSNR 2-3 dB lower, measured with ffmpeg's ssim
 * and psnr filters against a lossless render of the same pan), so the site plays only the mp4. Made from the committed photographs, so only
 * ffmpeg is needed to remake them: `npx tsx api/scripts/videos.ts`. The output is committed.
 *
 * A pan (a crop window sliding over the picture scaled a little wider than the frame) keeps every
 * frame at the photograph's own sharpness; the old clips zoomed a 640 px render, soft at 1440 px.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { VIDEOS } from '../src/seed/media-catalog';

const media = join(__dirname, '..', 'media');
const SECONDS = 8;
const FPS = 25;

function encode(input: string, out: string, w: number, h: number, travel: number, crf: number) {
  // Scale so the frame's short side fits with `travel` px to spare along the pan, then slide the window
  // with an eased position (smoothstep) from one edge of the spare room to the other.
  const scaled = w / h >= 1 ? `scale=${w + travel}:-2` : `scale=-2:${h},scale='max(iw,${w + travel})':-2`;
  const ease = `(t/${SECONDS})*(t/${SECONDS})*(3-2*(t/${SECONDS}))`;
  const vf = `${scaled},crop=${w}:${h}:x='(iw-${w})*${ease}':y='(ih-${h})/2',fps=${FPS},fade=t=in:st=0:d=0.6,fade=t=out:st=${SECONDS - 0.6}:d=0.6,format=yuv420p`;
  const base = ['-y', '-loglevel', 'error', '-loop', '1', '-framerate', String(FPS), '-i', input, '-t', String(SECONDS), '-vf', vf, '-an'];
  execFileSync('ffmpeg', [...base, '-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf), '-profile:v', 'high', '-movflags', '+faststart', `${out}.mp4`]);
}

for (const v of VIDEOS) {
  encode(join(media, 'images', `${v.scene}.jpg`), join(media, 'videos', v.name), 1920, 1080, 240, 25);
  encode(join(media, 'images', `${v.scene}-portrait.jpg`), join(media, 'videos', `${v.name}-mobile`), 720, 1280, 120, 26);
  console.log('video', v.name);
}
