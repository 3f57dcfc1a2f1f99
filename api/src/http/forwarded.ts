/**
 * The warning an operator needs when the API sits behind a proxy it does not trust: requests then
 * all come from the proxy's address, so every visitor shares one write bucket (`rate-limit.ts`)
 * and 20 junk posts a minute block every form site-wide. Logged once per process, at the first
 * request that carries X-Forwarded-For from a peer API_TRUST_PROXY does not name. The header is
 * still ignored: trusting it from any peer would let every client choose its own bucket.
 */
import type { FastifyInstance } from 'fastify';

/** The start-up warning when API_TRUST_PROXY is not set (main.ts logs it). */
export const TRUST_PROXY_UNSET_WARNING = 'API_TRUST_PROXY is not set: only loopback (the shell server on this machine) may name the client in X-Forwarded-For. '
  + 'Behind a load balancer or any other proxy, set API_TRUST_PROXY to its addresses or hop count, or every visitor shares one write bucket.';

/** Installs the once-per-process warning about X-Forwarded-For from a peer that is no trusted proxy. */
export function warnOnUntrustedForwarding(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    // Through a trusted hop fastify's `ips` holds the peer and the entries it vouches for; otherwise only the peer.
    if ((request.ips?.length ?? 1) > 1) return;
    warned = true;
    request.log.warn({ peer: request.socket.remoteAddress, forwardedFor: String(request.headers['x-forwarded-for']).slice(0, 200) },
      `requests from ${request.socket.remoteAddress} carry X-Forwarded-For, but API_TRUST_PROXY does not trust that address: its clients are all counted as ${request.ip}, `
      + 'one write bucket for all of them. If it is your proxy or load balancer, add it to API_TRUST_PROXY. (Logged once.)');
  });
}
