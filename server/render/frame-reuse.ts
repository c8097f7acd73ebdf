// Most recap frames look exactly like one just before them: entrances settle, then only the
// caption's current word moves. On CPU, Chromium's screenshot is the dearest step of a frame, so
// when a page's document serialises exactly like a frame already captured, that frame's image is
// handed back instead of capturing again.
//
// Sound because the same markup, styles and loaded images paint the same pixels. A page whose
// pixels can change without its markup changing (a canvas, video, iframe, a running CSS
// animation, a font or image still loading) is always captured.
import { createHash } from 'node:crypto';
import type { HeadlessBrowser } from '@remotion/renderer';
import { z } from 'zod';

type Page = Awaited<ReturnType<HeadlessBrowser['newPage']>>;
type Session = ReturnType<Page['_client']>;
/** The session's `send` without its per-command typing: the wrapper passes any command through. */
type Send = (method: string, params?: object) => Promise<{ value: unknown; size: number }>;

/** Runtime.evaluate's answer: no value when the page threw, and then the frame is captured. */
const Evaluated = z.object({ result: z.object({ value: z.unknown().optional() }) });

/** The page's size and markup, or null when its pixels may change without the markup changing. */
const FINGERPRINT = `(() => {
  if (document.querySelector('canvas, video, iframe, object, embed')) return null;
  if (document.getAnimations().length > 0 || document.fonts.status !== 'loaded') return null;
  if (![...document.images].every((img) => img.complete)) return null;
  return devicePixelRatio + ' ' + innerWidth + 'x' + innerHeight + ' ' + document.documentElement.outerHTML;
})()`;

/** Captures kept for reuse: identical frames are neighbours, so a few are plenty. */
const KEEP = 8;

export type ReuseStats = { captured: number; reused: number };

export type FrameReuse = {
  /** Starts a render: forgets earlier captures (media may differ) and counts afresh. */
  begin(enabled: boolean): ReuseStats;
};

/** Wraps `browser.newPage` so every page Remotion opens reuses identical frames. */
export function reuseIdenticalFrames(browser: HeadlessBrowser): FrameReuse {
  const captures = new Map<string, ReturnType<Send>>();
  let stats: ReuseStats = { captured: 0, reused: 0 };
  let enabled = true;

  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    const session = page._client();
    const send = session.send.bind(session) as unknown as Send;
    // Only the screenshot command is intercepted; every other call goes straight through.
    const intercepted: Send = async (method, params) => {
      if (method !== 'Page.captureScreenshot') return send(method, params);
      const key = enabled ? await fingerprint(params) : null;
      const earlier = key === null ? undefined : captures.get(key);
      if (earlier) {
        stats.reused++;
        return earlier;
      }
      stats.captured++;
      const fresh = send(method, params);
      if (key !== null) {
        captures.set(key, fresh);
        fresh.catch(() => captures.delete(key));
        if (captures.size > KEEP) captures.delete(captures.keys().next().value as string);
      }
      return fresh;
    };
    /** The capture's settings and the page's markup hashed, or null when it must be captured. */
    const fingerprint = async (params: object | undefined): Promise<string | null> => {
      const markup = Evaluated.parse((await send('Runtime.evaluate', { expression: FINGERPRINT, returnByValue: true })).value).result.value;
      return typeof markup === 'string' ? createHash('sha256').update(JSON.stringify(params)).update(markup).digest('hex') : null;
    };
    session.send = intercepted as unknown as Session['send'];
    return page;
  };

  return {
    begin(on) {
      captures.clear();
      enabled = on;
      stats = { captured: 0, reused: 0 };
      return stats;
    },
  };
}
