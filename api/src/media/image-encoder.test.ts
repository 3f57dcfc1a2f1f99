/** @jest-environment node */
/**
 * The AVIF quality search (`avifWithinBound`): the highest quality step within the bits-per-pixel
 * bound, without encoding a step that the probe's or the last encode's bits rule out.
 */
import { ENCODERS, avifWithinBound } from './image-encoder';

const { quality, minQuality, qualityStep, maxBitsPerPixel, minStepRatio, maxStepRatio, probe, effort } = ENCODERS.avif;
const PIXELS = 100_000;
const STEPS: number[] = [];
for (let q = quality; q >= minQuality; q -= qualityStep) STEPS.push(q);

/**
 * A fake encoder whose output at each step has the given bits a pixel (the probe's at effort 0:
 * `probeBits`, else 1.3 times the top step's: effort 0 takes 1.07 to 2 times effort 4's bytes); it notes what was asked:
 * `probe` for the probe, else the quality.
 */
function encoderOf(bitsAt: Record<number, number>, probeBits = bitsAt[quality]! * 1.3) {
  const asked: (number | 'probe')[] = [];
  const bytes = (bits: number) => Buffer.alloc(Math.round((bits * PIXELS) / 8));
  const encodeAt = async (q: number, at: number = effort) => {
    if (at === probe.effort) {
      expect(q).toBe(quality);
      asked.push('probe');
      return bytes(probeBits);
    }
    expect(at).toBe(effort);
    asked.push(q);
    return bytes(bitsAt[q]!);
  };
  return { asked, encodeAt };
}

/** The search without skipping: every step from the top until one fits (the lowest when none does). */
function exhaustive(bitsAt: Record<number, number>): number {
  return STEPS.find((q) => bitsAt[q]! <= maxBitsPerPixel) ?? minQuality;
}

describe('the AVIF quality search', () => {
  test('a smooth picture is probed, then encoded once at the top quality', async () => {
    const { asked, encodeAt } = encoderOf({ 50: 0.15, 45: 0.12, 40: 0.1 });
    await avifWithinBound(encodeAt, PIXELS);
    expect(asked).toEqual(['probe', 50]);
  });

  test('a picture a little over the bound tries each step down until one fits', async () => {
    const fitsAt45 = encoderOf({ 50: 0.22, 45: 0.19, 40: 0.16 });
    const out = await avifWithinBound(fitsAt45.encodeAt, PIXELS);
    expect(fitsAt45.asked).toEqual(['probe', 50, 45]);
    expect(out.length).toBe(Math.round((0.19 * PIXELS) / 8));
    const fitsAt40 = encoderOf({ 50: 0.23, 45: 0.21, 40: 0.19 });
    await avifWithinBound(fitsAt40.encodeAt, PIXELS);
    expect(fitsAt40.asked).toEqual(['probe', 50, 45, 40]);
  });

  test('a finely textured picture is encoded once, at the lowest step (the probe tells it; the bits show no step above fits)', async () => {
    // The forest path at 1600 px: about 0.6 bits a pixel at quality 50.
    const { asked, encodeAt } = encoderOf({ 50: 0.6, 45: 0.48, 40: 0.36 });
    const out = await avifWithinBound(encodeAt, PIXELS);
    expect(asked).toEqual(['probe', 40]);
    expect(out.length).toBe(Math.round((0.36 * PIXELS) / 8));
  });

  test('a picture the probe takes for textured that fits a higher step gets that step (its lowest encode is not encoded twice)', async () => {
    const fitsAt45 = encoderOf({ 50: 0.24, 45: 0.2, 40: 0.16 }, 0.5);
    const out = await avifWithinBound(fitsAt45.encodeAt, PIXELS);
    expect(fitsAt45.asked).toEqual(['probe', 40, 50, 45]);
    expect(out.length).toBe(Math.round((0.2 * PIXELS) / 8));
    const fitsAt40 = encoderOf({ 50: 0.24, 45: 0.21, 40: 0.185 }, 0.5);
    await avifWithinBound(fitsAt40.encodeAt, PIXELS);
    expect(fitsAt40.asked).toEqual(['probe', 40, 50, 45]);
  });

  test('it chooses what trying every step would, whatever the probe says, whenever each step keeps minStepRatio to maxStepRatio of the bytes above', async () => {
    // Pictures from smooth to textured, steps across the ratios' range, probes from far under to far over.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 2000; i++) {
      const bitsAt: Record<number, number> = {};
      let bits = 0.05 + random() * 0.9;
      for (const q of STEPS) {
        bitsAt[q] = (Math.round((bits * PIXELS) / 8) * 8) / PIXELS; // whole bytes, as the fake encoder makes
        bits *= minStepRatio + random() * (maxStepRatio - minStepRatio);
      }
      const { asked, encodeAt } = encoderOf(bitsAt, random() * 2 * bitsAt[quality]!);
      const out = await avifWithinBound(encodeAt, PIXELS);
      const full = asked.filter((q): q is number => q !== 'probe');
      const chosen = exhaustive(bitsAt);
      expect({ bitsAt, size: out.length }).toEqual({ bitsAt, size: Math.round((bitsAt[chosen]! * PIXELS) / 8) });
      // Each step at most once, and never more encodes than the steps down to the answer and the lowest.
      expect(new Set(full).size).toBe(full.length);
      expect(full.length).toBeLessThanOrEqual(STEPS.indexOf(chosen) + 2);
    }
  });
});
