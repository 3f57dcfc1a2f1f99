/**
 * A partner's web server for the demo pages: plain static files on its own origin, with the
 * site's and the API's addresses filled in. Used by the e2e tests and by hand:
 *   npx tsx mfe-search/demo/partner-server.ts --port 8090 --site http://localhost:8080 --api http://localhost:8081
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface PartnerServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'plain.html', type: 'text/html; charset=utf-8' },
  '/plain.html': { file: 'plain.html', type: 'text/html; charset=utf-8' },
  '/react': { file: 'react.html', type: 'text/html; charset=utf-8' },
  '/react.html': { file: 'react.html', type: 'text/html; charset=utf-8' },
  '/partner-react.js': { file: 'dist/partner-react.js', type: 'text/javascript; charset=utf-8' },
};

/** Serves the demo pages on a port (127.0.0.1); `page` picks what "/" shows. */
export function startPartnerServer(options: { port: number; siteUrl: string; apiUrl: string; page?: 'plain' | 'react'; host?: string }): Promise<PartnerServer> {
  const dir = __dirname;
  const fill = (text: string) => text.replaceAll('__SITE_URL__', options.siteUrl.replace(/\/$/, '')).replaceAll('__API_URL__', options.apiUrl.replace(/\/$/, ''));
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const entry = pathname === '/' && options.page === 'react' ? FILES['/react'] : FILES[pathname];
    if (!entry || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    fs.readFile(path.join(dir, entry.file), 'utf8', (error, text) => {
      if (error) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end(`missing ${entry.file}: build the demo (npm run build --workspace mfe-search)`);
        return;
      }
      res.writeHead(200, { 'content-type': entry.type, 'cache-control': 'no-store' }).end(entry.type.startsWith('text/html') ? fill(text) : text);
    });
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as { port: number };
      // Closing ends the browsers' kept-alive sockets too (close() alone waits for them).
      resolve({ url: `http://${host}:${port}`, port, close: () => new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }) });
    });
  });
}

if (require.main === module) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1]! : fallback;
  };
  const port = Number(arg('port', '8090'));
  startPartnerServer({ port, siteUrl: arg('site', 'http://localhost:8080'), apiUrl: arg('api', 'http://localhost:8081'), page: arg('page', 'plain') as 'plain' | 'react' })
    .then((s) => console.log(`partner demo on ${s.url} (/ plain HTML, /react React)`));
}
