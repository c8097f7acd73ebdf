// A local stand-in for a Slack incoming webhook: records every alert posted to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SlackCatcher = { url: string; alerts: { text: string; channel?: string }[]; close(): Promise<void> };

export async function startSlackCatcher(): Promise<SlackCatcher> {
  const alerts: { text: string; channel?: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      alerts.push(JSON.parse(body) as { text: string; channel?: string });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/alerts`,
    alerts,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
