// The renderer's reuse of identical frames, on plain pages in the real Chromium: reused only when
// the page's markup, size and capture settings are the same, never when a canvas is on the page.
import { openBrowser, type HeadlessBrowser } from '@remotion/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';
import { reuseIdenticalFrames, type FrameReuse } from '../server/render/frame-reuse';
import { offlineExecutable } from '../server/render/offline-browser';

let browser: HeadlessBrowser;
let reuse: FrameReuse;
type Page = Awaited<ReturnType<HeadlessBrowser['newPage']>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser('chrome', { browserExecutable: offlineExecutable(loadConfig().CHROMIUM_EXECUTABLE), logLevel: 'error' });
  reuse = reuseIdenticalFrames(browser);
  page = await browser.newPage({ context: () => null, logLevel: 'error', indent: false, pageIndex: 0, onBrowserLog: null, onLog: () => undefined });
  await page.setViewport({ width: 320, height: 240, deviceScaleFactor: 1 });
}, 60_000);

afterAll(async () => {
  await browser?.close({ silent: true });
});

const show = (html: string) => page.goto({ url: `data:text/html,${encodeURIComponent(html)}`, timeout: 10_000 });
const setText = (text: string) => page.evaluate((t: string) => void (document.querySelector('p')!.textContent = t), text);

/** A JPEG of the page through the same command Remotion sends for every frame. */
async function capture(quality = 80): Promise<string> {
  const { value } = await page._client().send('Page.captureScreenshot', { format: 'jpeg', quality, clip: { x: 0, y: 0, width: 320, height: 240, scale: 1 } });
  return value.data;
}

describe('reuse of identical frames', () => {
  it('reuses a capture only while the markup and capture settings stay the same', async () => {
    const stats = reuse.begin(true);
    await show('<p style="font: 40px sans-serif">one</p>');
    const first = await capture();
    expect(await capture()).toBe(first);
    expect(stats).toEqual({ captured: 1, reused: 1 });

    await setText('two');
    const second = await capture();
    expect(second).not.toBe(first);
    await setText('one');
    expect(await capture()).toBe(first); // an earlier frame comes back: its capture is reused
    expect(stats).toEqual({ captured: 2, reused: 2 });

    await capture(50);
    expect(stats.captured).toBe(3); // other settings: another image
  });

  it('always captures a page with a canvas, whose pixels change without its markup changing', async () => {
    const stats = reuse.begin(true);
    await show('<canvas width="320" height="240"></canvas>');
    const paint = (color: string) =>
      page.evaluate((c: string) => {
        const ctx = document.querySelector('canvas')!.getContext('2d')!;
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 320, 240);
      }, color);
    await paint('#ff0000');
    const red = await capture();
    await paint('#0000ff');
    expect(await capture()).not.toBe(red);
    expect(stats).toEqual({ captured: 2, reused: 0 });
  });

  it('captures every frame when turned off', async () => {
    const stats = reuse.begin(false);
    await show('<p>same</p>');
    await capture();
    await capture();
    expect(stats).toEqual({ captured: 2, reused: 0 });
  });
});
