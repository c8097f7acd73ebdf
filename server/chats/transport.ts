// How chat requests leave the service. Production: to the platforms' real hosts only, over https,
// and only when every address the host resolves to is public (checked at connect time, so a DNS
// answer cannot steer a webhook at this network: no SSRF). Outside production with CHAT_API_URL (a
// local chat API, `npm start`'s by default): the same request, path and body to that origin.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Config } from '../config';

/** The hosts destinations may point at (server/chats/destinations.ts checks the shapes). */
export const CHAT_HOSTS: ReadonlySet<string> = new Set([
  'discord.com',
  'discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
  'hooks.slack.com',
  'api.groupme.com',
  'image.groupme.com',
  'api.telegram.org',
]);

export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;
export type ChatTransport = { kind: 'real'; timeoutMs: number; lookup?: LookupAll } | { kind: 'local'; origin: string; timeoutMs: number };

export function chatTransport(config: Pick<Config, 'NODE_ENV' | 'CHAT_API_URL' | 'CHAT_TIMEOUT_MS'>): ChatTransport {
  if (config.NODE_ENV !== 'production' && config.CHAT_API_URL)
    return { kind: 'local', origin: config.CHAT_API_URL.replace(/\/+$/, ''), timeoutMs: config.CHAT_TIMEOUT_MS };
  return { kind: 'real', timeoutMs: config.CHAT_TIMEOUT_MS };
}

export type ChatRequest = { url: string; headers: Record<string, string>; body: Buffer };
export type ChatResponse = { status: number; body: string };

/** A request that got no answer, or was refused before it left. `status` is the chat's HTTP status when it answered. */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const PRIVATE = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  PRIVATE.addSubnet(net6, bits, 'ipv6');

/** Loopback, private, link-local, carrier-grade NAT, documentation, multicast and reserved addresses (v4-mapped v6 by its v4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  // The hex form of a v4-mapped address (::ffff:7f00:1): its v4 address decides.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return PRIVATE.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const systemLookup: LookupAll = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Refuses a URL production may not call: not https, another host, a port, userinfo. */
export function checkRealUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ChatRequestError('not a URL', null);
  }
  if (url.protocol !== 'https:') throw new ChatRequestError(`refused: ${url.protocol} is not https`, null);
  if (url.username || url.password || url.port) throw new ChatRequestError('refused: a chat URL has no user, password or port', null);
  if (!CHAT_HOSTS.has(url.hostname)) throw new ChatRequestError(`refused: ${url.hostname} is not a chat platform's host`, null);
  return url;
}

export async function sendChatRequest(t: ChatTransport, req: ChatRequest): Promise<ChatResponse> {
  const real = checkRealUrl(req.url);
  if (t.kind === 'local') {
    const target = new URL(real.pathname + real.search, t.origin);
    return exchange(http, target, { ...req.headers, 'x-chat-host': real.hostname }, req.body, t.timeoutMs);
  }
  const lookupAll = t.lookup ?? systemLookup;
  // Resolved and checked here, then connected to that very address (no second lookup to race).
  const lookup: net.LookupFunction = (host, _opts, cb) => {
    lookupAll(host).then(
      (addresses) => {
        const bad = addresses.find((a) => isPrivateAddress(a.address));
        // Every answer is checked: connecting to the first public one while another is private would let a resolver pick later.
        if (addresses.length === 0 || bad) {
          cb(new ChatRequestError(`refused: ${host} resolves to a private address (${bad?.address ?? 'none'})`, null), '', 4);
          return;
        }
        cb(null, addresses[0].address, addresses[0].family);
      },
      (err: unknown) => cb(err instanceof Error ? (err as NodeJS.ErrnoException) : new Error(String(err)), '', 4),
    );
  };
  return exchange(https, real, req.headers, req.body, t.timeoutMs, lookup);
}

function exchange(
  mod: typeof http | typeof https,
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
  lookup?: net.LookupFunction,
): Promise<ChatResponse> {
  return new Promise((resolve, reject) => {
    const request = mod.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length), 'user-agent': 'RecapLeague (https://recapleague.com, 1)' },
        lookup,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          // An answer is a short JSON or text; keep the first 64 KiB.
          if (size < 65_536) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (err) => reject(new ChatRequestError(err.message, null)));
      },
    );
    request.on('timeout', () => request.destroy(new ChatRequestError(`no answer within ${Math.round(timeoutMs / 1000)} s`, null)));
    request.on('error', (err) => reject(err instanceof ChatRequestError ? err : new ChatRequestError(err.message, null)));
    request.end(body);
  });
}
