// A local stand-in for the four chat APIs a recap is posted to, answering at their real paths
// with their real request shapes (multipart uploads included), so `npm start` and the tests post
// over real HTTP without the internet (server/chats/transport.ts sends here outside production):
//   POST /api/webhooks/<id>/<token>[?wait=true]   Discord execute webhook: JSON, or multipart with
//                                                 payload_json and files[n]; answers the message
//   POST /services/<T>/<B>/<secret>               Slack incoming webhook: JSON {text}; answers "ok"
//   POST /pictures                                GroupMe image service (X-Access-Token, the image
//                                                 bytes); answers {payload: {url, picture_url}}
//   POST /v3/bots/post                            GroupMe bot post {bot_id, text, attachments}; 202
//   POST /bot<token>/sendVideo | /sendMessage     Telegram: multipart chat_id, video, caption / JSON
// What each destination received is kept in memory and shown at /dev/chat (chatPage). Tests
// inject faults: a status, or `hold` (the post is received and recorded, the answer never comes).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { escapeHtml } from '../server/http/html';

export type ReceivedFile = { field: string; name: string; contentType: string; bytes: number; data: Buffer };
export type ReceivedPost = {
  id: number;
  at: string;
  platform: 'discord' | 'slack' | 'groupme' | 'telegram';
  /** Which webhook, bot or chat it went to (the webhook id, the Slack path, the bot id, the chat id). */
  destination: string;
  text: string;
  files: ReceivedFile[];
  /** GroupMe image attachments (image service URLs). */
  pictures: string[];
};
export type ChatFault = { path: RegExp; status?: number; hold?: boolean; times?: number };

export type ChatStandIn = {
  url: string;
  posts: ReceivedPost[];
  /** Every request, answered or not: `METHOD path`. */
  requests: string[];
  faults: ChatFault[];
  /** An uploaded GroupMe picture by its image-service URL. */
  picture(url: string): { contentType: string; data: Buffer } | undefined;
  close(): Promise<void>;
};

const KEEP = 40;

export async function startChatStandIn(opts: { port?: number; unref?: boolean } = {}): Promise<ChatStandIn> {
  const posts: ReceivedPost[] = [];
  const requests: string[] = [];
  const faults: ChatFault[] = [];
  const pictures = new Map<string, { contentType: string; data: Buffer }>();
  let nextId = 1;

  const record = (p: Omit<ReceivedPost, 'id' | 'at'>): ReceivedPost => {
    const post = { ...p, id: nextId++, at: new Date().toISOString() };
    posts.push(post);
    if (posts.length > KEEP) posts.shift();
    return post;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks)).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(err) }));
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    requests.push(`${req.method} ${path}`);
    const send = (status: number, value: unknown) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      res.writeHead(status, { 'content-type': typeof value === 'string' ? 'text/plain' : 'application/json' }).end(text);
    };
    if (req.method !== 'POST') return send(405, { message: '405: Method Not Allowed', code: 0 });
    const fault = faults.find((f) => f.path.test(path) && (f.times === undefined || f.times > 0));
    if (fault?.times !== undefined) fault.times--;
    if (fault?.status) return send(fault.status, faultBody(path, fault.status));

    const contentType = req.headers['content-type'] ?? '';
    const form = async () =>
      new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
    const filesOf = async (f: FormData): Promise<ReceivedFile[]> => {
      const out: ReceivedFile[] = [];
      for (const [field, v] of f.entries()) {
        if (typeof v === 'string') continue;
        const data = Buffer.from(await v.arrayBuffer());
        out.push({ field, name: v.name, contentType: v.type, bytes: data.length, data });
      }
      return out;
    };
    const json = () => JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const hold = () => {
      // Received and recorded; the answer never comes (a crash test kills the poster meanwhile).
      if (!fault?.hold) return false;
      req.socket.setTimeout(0);
      return true;
    };

    let m = /^\/api(?:\/v\d+)?\/webhooks\/(\d+)\/([\w-]+)$/.exec(path);
    if (m) {
      let content = '';
      let files: ReceivedFile[] = [];
      if (contentType.startsWith('multipart/form-data')) {
        const f = await form();
        const payload = f.get('payload_json');
        content = typeof payload === 'string' ? String((JSON.parse(payload) as { content?: unknown }).content ?? '') : String(f.get('content') ?? '');
        files = await filesOf(f);
      } else content = String(json().content ?? '');
      if (!content && files.length === 0) return send(400, { message: 'Cannot send an empty message', code: 50006 });
      const post = record({ platform: 'discord', destination: `webhook ${m[1]}`, text: content, files, pictures: [] });
      if (hold()) return;
      if (url.searchParams.get('wait') === 'true')
        return send(200, { id: String(post.id), content, attachments: files.map((f, i) => ({ id: String(i), filename: f.name, size: f.bytes })) });
      res.writeHead(204).end();
      return;
    }
    m = /^\/services\/(T\w+)\/(B\w+)\/\w+$/.exec(path);
    if (m) {
      const text = json().text;
      if (typeof text !== 'string' || !text) return send(400, 'no_text');
      record({ platform: 'slack', destination: `${m[1]}/${m[2]}`, text, files: [], pictures: [] });
      if (hold()) return;
      return send(200, 'ok');
    }
    if (path === '/pictures') {
      if (!req.headers['x-access-token']) return send(401, { errors: ['unauthorized'] });
      const type = String(req.headers['content-type'] ?? 'image/jpeg');
      const id = crypto.randomBytes(16).toString('hex');
      const pictureUrl = `https://i.groupme.com/1080x1920.jpeg.${id}`;
      pictures.set(pictureUrl, { contentType: type, data: body });
      return send(200, { payload: { url: pictureUrl, picture_url: pictureUrl } });
    }
    if (path === '/v3/bots/post') {
      const b = json();
      if (typeof b.bot_id !== 'string') return send(400, { meta: { code: 400, errors: ['bot_id is required'] } });
      const atts = Array.isArray(b.attachments) ? (b.attachments as { type?: unknown; url?: unknown }[]) : [];
      record({
        platform: 'groupme',
        destination: `bot ${b.bot_id}`,
        text: String(b.text ?? ''),
        files: [],
        pictures: atts.filter((a) => a.type === 'image' && typeof a.url === 'string').map((a) => String(a.url)),
      });
      if (hold()) return;
      res.writeHead(202).end();
      return;
    }
    m = /^\/bot(\d+:[\w-]+)\/(sendVideo|sendMessage)$/.exec(path);
    if (m) {
      let chatId = '';
      let text = '';
      let files: ReceivedFile[] = [];
      if (contentType.startsWith('multipart/form-data')) {
        const f = await form();
        chatId = String(f.get('chat_id') ?? '');
        text = String(f.get('caption') ?? f.get('text') ?? '');
        files = await filesOf(f);
      } else {
        const b = json();
        chatId = String(b.chat_id ?? '');
        text = String(b.text ?? b.caption ?? '');
      }
      if (!chatId) return send(400, { ok: false, error_code: 400, description: 'Bad Request: chat_id is empty' });
      if (m[2] === 'sendVideo' && !files.some((f) => f.field === 'video'))
        return send(400, { ok: false, error_code: 400, description: 'Bad Request: there is no video in the request' });
      const post = record({ platform: 'telegram', destination: `chat ${chatId}`, text, files, pictures: [] });
      if (hold()) return;
      return send(200, { ok: true, result: { message_id: post.id, chat: { id: chatId }, date: Math.floor(Date.now() / 1000) } });
    }
    return send(404, { message: '404: Not Found', code: 0 });
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  if (opts.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    requests,
    faults,
    picture: (u) => pictures.get(u),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The platforms' own error answers for a status (what a deleted webhook or bot gets). */
function faultBody(path: string, status: number): unknown {
  if (path.startsWith('/services/')) return status === 404 ? 'no_service' : status === 403 ? 'invalid_token' : 'internal_error';
  if (path.startsWith('/bot'))
    return { ok: false, error_code: status, description: status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Internal Server Error' };
  if (path.startsWith('/v3/') || path === '/pictures') return { meta: { code: status, errors: [status === 404 ? 'not found' : 'error'] } };
  return status === 404 ? { message: 'Unknown Webhook', code: 10015 } : { message: `${status}: error`, code: 0 };
}

const PLATFORM_NAMES = { discord: 'Discord', slack: 'Slack', groupme: 'GroupMe', telegram: 'Telegram' } as const;

/** GET /dev/chat (and its files): what each destination received, newest first, like /dev/inbox. */
export function chatPage(standIn: ChatStandIn): { page: RequestHandler; file: RequestHandler; picture: RequestHandler } {
  const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
  return {
    page: (_req, res) => {
      const items = [...standIn.posts]
        .reverse()
        .map((p) => {
          const media = [
            ...p.files.map((f, i) =>
              f.contentType.startsWith('video/')
                ? `<video controls muted playsinline preload="metadata" src="/dev/chat/file/${p.id}/${i}"></video><p class="meta">${escapeHtml(f.name)} · ${(f.bytes / 1048576).toFixed(1)} MB</p>`
                : f.contentType.startsWith('image/')
                  ? `<img alt="${escapeHtml(f.name)}" src="/dev/chat/file/${p.id}/${i}">`
                  : `<p class="meta">${escapeHtml(f.name)} (${f.bytes} bytes)</p>`,
            ),
            ...p.pictures.map((u) => `<img alt="picture" src="/dev/chat/picture?url=${encodeURIComponent(u)}">`),
          ].join('');
          return `<article class="${p.platform}"><p class="meta"><b>${PLATFORM_NAMES[p.platform]}</b> · ${escapeHtml(p.destination)} · ${escapeHtml(p.at)}</p>
<p class="text">${linkify(p.text)}</p><div class="media">${media}</div></article>`;
        })
        .join('\n');
      res.type('html')
        .send(`<!doctype html><html><head><meta charset="utf-8"><title>Dev chat</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;background:#f4f4f6}article{background:#fff;border-left:6px solid #999;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
article.discord{border-color:#5865f2}article.slack{border-color:#4a154b}article.groupme{border-color:#00aff0}article.telegram{border-color:#27a7e7}
.meta{color:#666;font-size:.85rem;margin:.2rem 0}.text{white-space:pre-wrap;margin:.4rem 0}.media{display:flex;gap:.75rem;flex-wrap:wrap;align-items:flex-start}.media img,.media video{max-height:360px;max-width:220px;border-radius:6px;background:#000}</style>
</head><body><h1>Dev chat (${standIn.posts.length})</h1><p>What the Discord, Slack, GroupMe and Telegram stand-in received. Shown only outside production, when CHAT_API_URL is unset.</p>
${items || '<p>Nothing posted yet.</p>'}</body></html>`);
    },
    file: (req, res) => {
      const post = standIn.posts.find((p) => String(p.id) === req.params.post);
      const f = post?.files[Number(req.params.n)];
      if (!f) return void res.status(404).type('text').send('Not found');
      res.type(f.contentType).send(f.data);
    },
    picture: (req, res) => {
      const pic = typeof req.query.url === 'string' ? standIn.picture(req.query.url) : undefined;
      if (!pic) return void res.status(404).type('text').send('Not found');
      res.type(pic.contentType).send(pic.data);
    },
  };
}

/** chatPage's pages as a router (/dev/chat…), handed to the service `npm start` runs. */
export function chatDevRoutes(standIn: ChatStandIn): Router {
  const chat = chatPage(standIn);
  const router = Router();
  router.get('/dev/chat', chat.page);
  router.get('/dev/chat/file/:post/:n', chat.file);
  router.get('/dev/chat/picture', chat.picture);
  return router;
}
