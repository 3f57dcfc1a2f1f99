/** The shell server's throughput: a page with its server-rendered head against its static shell file, in one run. */
import autocannon from 'autocannon';

async function rps(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export async function throughput(siteUrl: string, pagePath: string, staticPath: string, seconds = 8) {
  const page = new URL(pagePath, siteUrl).toString();
  const file = new URL(staticPath, siteUrl).toString();
  // Warm both, then measure alternately so neither gets a quieter machine.
  await rps(page, 1);
  await rps(file, 1);
  const pageRps = await rps(page, seconds);
  const staticRps = await rps(file, seconds);
  return { page, file, pageRps, staticRps, ratio: pageRps / staticRps };
}
