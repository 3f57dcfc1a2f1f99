/** @jest-environment node */
/**
 * The AVIF quality search (`avifWithinBound`): the highest quality step within the bits-per-pixel
 * bound, without encoding a step that the last encode's bits rule out.
 */
import { ENCODERS, avifWithinBound } from './image-encoder';

const { quality, minQuality, qualityStep, maxBitsPerPixel, minStepRatio } = ENCODERS.avif;
const PIXELS = 100_000;
const STEPS: number[] = [];
for (let q = quality; q >= minQuality; q -= qualityStep) STEPS.push(q);

/** A fake encoder whose output at each step has the given bits a pixel; it notes the steps asked. */
function encoderOf(bitsAt: Record<number, number>) {
  const asked: number[] = [];
  const encodeAt = async (q: number) => {
    asked.push(q);
    return Buffer.alloc(Math.round((bitsAt[q]! * PIXELS) / 8));
  };
  return { asked, encodeAt };
}

/** The search without skipping: every step from the top until one fits (the lowest when none does). */
function exhaustive(bitsAt: Record<number, number>): number {
  return STEPS.find((q) => bitsAt[q]! <= maxBitsPerPixel) ?? minQuality;
}

describe('the AVIF quality search', () => {
  test('a picture within the bound at the top quality is encoded once', async () => {
    const { asked, encodeAt } = encoderOf({ 50: 0.15, 45: 0.12, 40: 0.1 });
    await avifWithinBound(encodeAt, PIXELS);
    expect(asked).toEqual([50]);
  });

  test('a picture a little over the bound tries each step down until one fits', async () => {
    const fitsAt45 = encoderOf({ 50: 0.24, 45: 0.19, 40: 0.16 });
    const out = await avifWithinBound(fitsAt45.encodeAt, PIXELS);
    expect(fitsAt45.asked).toEqual([50, 45]);
    expect(out.length).toBe(Math.round((0.19 * PIXELS) / 8));
    const fitsAt40 = encoderOf({ 50: 0.27, 45: 0.23, 40: 0.19 });
    await avifWithinBound(fitsAt40.encodeAt, PIXELS);
    expect(fitsAt40.asked).toEqual([50, 45, 40]);
  });

  test('a finely textured picture goes from the top quality straight to the lowest (the middle step cannot fit)', async () => {
    // The forest path at 1600 px: about 0.6 bits a pixel at quality 50.
    const { asked, encodeAt } = encoderOf({ 50: 0.6, 45: 0.48, 40: 0.36 });
    const out = await avifWithinBound(encodeAt, PIXELS);
    expect(asked).toEqual([50, 40]);
    expect(out.length).toBe(Math.round((0.36 * PIXELS) / 8));
  });

  test('it chooses what trying every step would, whenever a step keeps at least minStepRatio of the bytes above', async () => {
    // Pictures from smooth to textured, and steps from the ratio's floor to no change at all.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 2000; i++) {
      const bitsAt: Record<number, number> = {};
      let bits = 0.05 + random() * 0.9;
      for (const q of STEPS) {
        bitsAt[q] = (Math.round((bits * PIXELS) / 8) * 8) / PIXELS; // whole bytes, as the fake encoder makes
        bits *= minStepRatio + random() * (1 - minStepRatio);
      }
      const { asked, encodeAt } = encoderOf(bitsAt);
      const out = await avifWithinBound(encodeAt, PIXELS);
      const chosen = asked.at(-1)!;
      expect({ bitsAt, chosen }).toEqual({ bitsAt, chosen: exhaustive(bitsAt) });
      expect(out.length).toBe(Math.round((bitsAt[chosen]! * PIXELS) / 8));
      expect(asked.length).toBeLessThanOrEqual(STEPS.indexOf(chosen) + 1);
    }
  });
});
