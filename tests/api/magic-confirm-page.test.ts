// The page a magic link opens wears the website's look: the built site's stylesheet and its markup
// (brand-only header, a narrow card, the primary button), says one press signs you in, and is not
// cached. Its classes exist in the site's stylesheet, so the page cannot drift out of style.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkTo, startTestWorld, type TestWorld } from './harness';

let web: string;
let built: TestWorld;
let unbuilt: TestWorld;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-B1.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-C2.css"></head><body><div id="root"></div></body></html>',
  );
  [built, unbuilt] = await Promise.all([startTestWorld({ webDist: web }), startTestWorld({ webDist: path.join(web, 'missing') })]);
});
afterAll(async () => {
  await Promise.all([built.close(), unbuilt.close()]);
  fs.rmSync(web, { recursive: true, force: true });
});

async function confirmationPage(world: TestWorld, email: string): Promise<{ status: number; html: string; cache: string | null }> {
  const c = world.client();
  expect((await c.request('POST', '/auth/magic?type=signup', { form: { email } })).status).toBe(200);
  const res = await c.get(lastLinkTo(world.mailer, email));
  return { status: res.status, html: res.text, cache: res.headers.get('cache-control') };
}

describe('magic-link confirmation page', () => {
  it("links the built site's stylesheet and uses its markup, one Sign in button", async () => {
    const { status, html, cache } = await confirmationPage(built, 'ada@example.com');
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-C2.css">');
    expect(html).not.toContain('<style>');
    expect(html).not.toMatch(/#f5c400|system-ui,sans-serif;display:grid/); // the old yellow page
    expect(html).toContain('<header class="site-header"><div class="header-row"><a href="/" class="logo"');
    expect(html).toContain('<section class="page-narrow card">');
    expect(html).toContain('Continue as <strong>ada@example.com</strong>.');
    expect(html).toContain('One press of the button signs you in.');
    expect(html.match(/<button /g)).toHaveLength(1);
    expect(html).toMatch(/<button type="submit" class="button button-primary button-block">Sign in<\/button>/);
    expect(html).toMatch(/name="token" value="[\w-]{20,}"/);
    expect(html).toMatch(/name="_csrf" value="[^"]+"/);
  });

  it("falls back to the site's palette and font inline before the site is built", async () => {
    const { html } = await confirmationPage(unbuilt, 'bea@example.com');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain("font-family:'Inter'");
    expect(html).toContain('.button-primary{background:#ff5a1f');
  });

  it("uses only classes the website's stylesheet defines", async () => {
    const { html } = await confirmationPage(built, 'cal@example.com');
    const css = fs.readFileSync(path.resolve('web/src/styles.css'), 'utf8');
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)));
    expect(classes.size).toBeGreaterThan(5);
    classes.delete('logo-text'); // the site's Logo markup carries it, unstyled
    for (const name of classes) expect(css, `.${name} in web/src/styles.css`).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
  });
});
