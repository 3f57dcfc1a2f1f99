/**
 * The one rule for a unit test's waits, in every part (and testing-library's, async-waits.js): how
 * long a test may wait for something that comes as soon as the machine gets to it: `aloneMs`, or
 * `waits` times the unit tests' wait ceiling when the test command runs them at nice 19 beside
 * the e2e (NIRVANA_UNIT_WAIT_MS, 15 s in scripts/test.sh), where this process can go seconds without
 * running. A ceiling, not a budget (those are the bench's).
 */
export function ceilingMs(aloneMs: number, waits: number): number {
  return Math.max(aloneMs, waits * (Number(process.env.NIRVANA_UNIT_WAIT_MS) || 0));
}
