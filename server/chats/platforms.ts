// What each platform receives, as the requests its public API takes (docs/sharing.md):
//   Discord   execute webhook, multipart: payload_json {content} + files[0] the thumbnail and
//             files[1] the chat rendition when it fits the 10 MiB upload limit, else the share link
//   Slack     incoming webhook, JSON {text} with the share link (Slack unfurls it)
//   GroupMe   the thumbnail uploaded to the image service (image.groupme.com/pictures, needs the
//             owner's access token), then bots/post {bot_id, text, attachments: [{type: 'image', url}]}
//   Telegram  sendVideo, multipart: chat_id, video (the chat rendition, up to 50 MB), caption;
//             sendMessage with the link when there is no file
import { ChatRequestError, type ChatRequest, type ChatResponse } from './transport';
import type { Destination } from './destinations';

export const LIMITS = {
  /** Discord's upload limit for a webhook message on a server without boosts. */
  discordFileBytes: 10 * 1024 * 1024,
  discordContentChars: 2000,
  /** Telegram bots upload files of at most 50 MB. */
  telegramFileBytes: 50 * 1000 * 1000,
  telegramCaptionChars: 1024,
  telegramTextChars: 4096,
  groupmeTextChars: 1000,
  slackTextChars: 40_000,
} as const;

export type ChatFile = { name: string; contentType: string; bytes: number; read(): Promise<Buffer> };

/** A post: its text, the recap's share link (null while sharing is off), the chat file and the thumbnail when there are. */
export type ChatPost = { text: string; shareUrl: string | null; video: ChatFile | null; thumbnail: ChatFile | null };

export type Send = (req: ChatRequest) => Promise<ChatResponse>;

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
const withLink = (p: ChatPost) => (p.shareUrl ? `${p.text}\n${p.shareUrl}` : p.text);

async function multipart(fields: Record<string, string>, files: { field: string; file: ChatFile }[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const { field, file } of files) form.append(field, new Blob([new Uint8Array(await file.read())], { type: file.contentType }), file.name);
  // The platform's own encoder: a Request serialises the form with its boundary.
  const req = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type') ?? 'multipart/form-data' };
}

const json = (url: string, value: unknown): ChatRequest => ({ url, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(value)) });

/** The chat's own words for a failure (Discord `message`, Telegram `description`, GroupMe `meta.errors`, Slack's text). */
export function reasonOf(res: ChatResponse): string {
  let detail = res.body.trim().slice(0, 200);
  try {
    const j = JSON.parse(res.body) as { message?: unknown; description?: unknown; meta?: { errors?: unknown } };
    const said = j.message ?? j.description ?? (Array.isArray(j.meta?.errors) ? j.meta.errors.join(', ') : undefined);
    if (typeof said === 'string') detail = said;
  } catch {
    // Slack answers plain text ("invalid_token", "no_service").
  }
  return `HTTP ${res.status}${detail ? `: ${detail}` : ''}`;
}

async function ok(send: Send, req: ChatRequest): Promise<ChatResponse> {
  const res = await send(req);
  if (res.status < 200 || res.status >= 300) throw new ChatRequestError(reasonOf(res), res.status);
  return res;
}

/** Posts one message to one destination; throws ChatRequestError when the chat refuses or does not answer. */
export async function postToChat(d: Destination, post: ChatPost, send: Send): Promise<void> {
  switch (d.kind) {
    case 'discord': {
      const url = `${d.secret.webhook_url}?wait=true`;
      const fits = post.video !== null && post.video.bytes <= LIMITS.discordFileBytes;
      const content = clip(fits ? post.text : withLink(post), LIMITS.discordContentChars);
      const files = [post.thumbnail, fits ? post.video : null].filter((f): f is ChatFile => f !== null);
      if (files.length === 0) {
        await ok(send, json(url, { content }));
        return;
      }
      const attachments = files.map((f, i) => ({ id: i, filename: f.name }));
      const form = await multipart(
        { payload_json: JSON.stringify({ content, attachments }) },
        files.map((file, i) => ({ field: `files[${i}]`, file })),
      );
      await ok(send, { url, headers: { 'content-type': form.contentType }, body: form.body });
      return;
    }
    case 'slack':
      await ok(send, json(d.secret.webhook_url, { text: clip(withLink(post), LIMITS.slackTextChars), unfurl_links: true, unfurl_media: true }));
      return;
    case 'groupme': {
      const attachments: { type: 'image'; url: string }[] = [];
      if (post.thumbnail && d.secret.access_token) {
        const res = await ok(send, {
          url: 'https://image.groupme.com/pictures',
          headers: { 'x-access-token': d.secret.access_token, 'content-type': post.thumbnail.contentType },
          body: await post.thumbnail.read(),
        });
        const picture = (JSON.parse(res.body) as { payload?: { url?: unknown; picture_url?: unknown } }).payload;
        const url = picture?.url ?? picture?.picture_url;
        if (typeof url !== 'string') throw new ChatRequestError('the image service answered without a picture URL', null);
        attachments.push({ type: 'image', url });
      }
      await ok(
        send,
        json('https://api.groupme.com/v3/bots/post', { bot_id: d.secret.bot_id, text: clip(withLink(post), LIMITS.groupmeTextChars), attachments }),
      );
      return;
    }
    case 'telegram': {
      const base = `https://api.telegram.org/bot${d.secret.bot_token}`;
      if (post.video && post.video.bytes <= LIMITS.telegramFileBytes) {
        const form = await multipart({ chat_id: d.secret.chat_id, caption: clip(withLink(post), LIMITS.telegramCaptionChars), supports_streaming: 'true' }, [
          { field: 'video', file: post.video },
        ]);
        await ok(send, { url: `${base}/sendVideo`, headers: { 'content-type': form.contentType }, body: form.body });
        return;
      }
      await ok(send, json(`${base}/sendMessage`, { chat_id: d.secret.chat_id, text: clip(withLink(post), LIMITS.telegramTextChars) }));
      return;
    }
  }
}
