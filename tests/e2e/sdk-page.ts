import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';

/**
 * Bundles a script that uses the real Firebase browser SDK and serves it in a blank page, for
 * the emulator conformance specs. The page is served on `localhost`, the emulator on 127.0.0.1,
 * so every SDK request is cross-origin and CORS is exercised.
 */
export async function serveSdkPage(source: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bundle = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]!.text;
  const server = http.createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(js);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><html><body><script type="module" src="/app.js"></script></body></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
