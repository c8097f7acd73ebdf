// A local stand-in for Sleeper's image CDN (sleepercdn.com): a real HTTP server answering the
// same paths with pictures made here, no network and no files:
//   GET /content/nfl/players/thumb/<player id>.jpg   a player "photo": a figure in a jersey
//   GET /content/nfl/players/<player id>.jpg          the same, as Sleeper's full-size path
//   GET /images/team_logos/nfl/<code lower case>.png  the team code on a disc in the team's colour
// Some player ids answer 404 (`standInMissing`), as players without a headshot do on the real CDN,
// so the silhouette fallback is exercised. The pictures are PNG (content-type image/png), whatever
// the extension. `npm start`'s demo and the tests point SLEEPER_CDN_URL's default here; tests
// inject faults (status, delay) to exercise timeouts.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** The name its pictures are cached under (SLEEPER_CDN_CACHE_SCOPE): its port changes per run. */
export const CDN_STAND_IN_SCOPE = 'sleeper-cdn-stand-in';

export type CdnFault = { path: RegExp; status?: number; delayMs?: number; times?: number };

export type SleeperCdnStandIn = {
  /** CDN base, e.g. http://127.0.0.1:4567 (paths as on sleepercdn.com go after it). */
  url: string;
  /** Every path requested, in order. */
  requests: string[];
  faults: CdnFault[];
  close(): Promise<void>;
};

// ── A tiny PNG encoder (RGBA, 8 bits, no filter) ────────────────────────────────────────────
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ── Drawing: shapes as coverage functions, 4 samples a pixel ────────────────────────────────
type RGBA = [number, number, number, number];
type Shape = { inside: (x: number, y: number) => boolean; color: RGBA | ((x: number, y: number) => RGBA) };

const hex = (h: string, a = 255): RGBA => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16), a];

function paint(size: number, shapes: Shape[]): Buffer {
  const px = new Uint8Array(size * size * 4);
  const offsets = [0.25, 0.75];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const sx = x + ox,
            sy = y + oy;
          // Last shape on top: over-composite each sample.
          let sr = 0,
            sg = 0,
            sb = 0,
            sa = 0;
          for (const s of shapes) {
            if (!s.inside(sx, sy)) continue;
            const c = typeof s.color === 'function' ? s.color(sx, sy) : s.color;
            const ca = c[3] / 255;
            sr = c[0] * ca + sr * (1 - ca);
            sg = c[1] * ca + sg * (1 - ca);
            sb = c[2] * ca + sb * (1 - ca);
            sa = ca + sa * (1 - ca);
          }
          r += sr;
          g += sg;
          b += sb;
          a += sa;
        }
      }
      const i = (y * size + x) * 4;
      // Premultiplied sums back to straight alpha.
      px[i + 3] = Math.round((a / 4) * 255);
      px[i] = a ? Math.round(r / a) : 0;
      px[i + 1] = a ? Math.round(g / a) : 0;
      px[i + 2] = a ? Math.round(b / a) : 0;
    }
  }
  return encodePng(size, size, px);
}

const ellipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const rect = (x0: number, y0: number, x1: number, y1: number) => (x: number, y: number) => x >= x0 && x < x1 && y >= y0 && y < y1;

// 5×7 glyphs, one string of 5 bits a row.
const FONT: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01111 10000 10000 10000 10000 10000 01111',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01111 10000 10000 10011 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '11111 00100 00100 00100 00100 00100 11111',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 11001 10101 10011 10001 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  0: '01110 10001 10011 10101 11001 10001 01110',
  1: '00100 01100 00100 00100 00100 00100 01110',
  2: '01110 10001 00001 00010 00100 01000 11111',
  3: '11110 00001 00001 01110 00001 00001 11110',
  4: '00010 00110 01010 10010 11111 00010 00010',
  5: '11111 10000 11110 00001 00001 10001 01110',
  6: '00110 01000 10000 11110 10001 10001 01110',
  7: '11111 00001 00010 00100 01000 01000 01000',
  8: '01110 10001 10001 01110 10001 10001 01110',
  9: '01110 10001 10001 01111 00001 00010 01100',
};

/** Text centred on (cx, cy), each glyph cell `cell` px: a coverage function. */
function text(value: string, cx: number, cy: number, cell: number) {
  const glyphs = [...value.toUpperCase()].map((ch) => (FONT[ch] ?? FONT.O).split(' '));
  const width = glyphs.length * 6 * cell - cell;
  const x0 = cx - width / 2,
    y0 = cy - 3.5 * cell;
  return (x: number, y: number) => {
    const gx = Math.floor((x - x0) / cell),
      gy = Math.floor((y - y0) / cell);
    if (gy < 0 || gy >= 7 || gx < 0) return false;
    const g = glyphs[Math.floor(gx / 6)];
    return !!g && gx % 6 < 5 && g[gy][gx % 6] === '1';
  };
}

const NFL_COLORS: Record<string, string> = {
  ARI: '#97233f',
  ATL: '#a71930',
  BAL: '#241773',
  BUF: '#00338d',
  CAR: '#0085ca',
  CHI: '#0b162a',
  CIN: '#fb4f14',
  CLE: '#311d00',
  DAL: '#003594',
  DEN: '#fb4f14',
  DET: '#0076b6',
  GB: '#203731',
  HOU: '#03202f',
  IND: '#002c5f',
  JAX: '#006778',
  KC: '#e31837',
  LAC: '#0080c6',
  LAR: '#003594',
  LV: '#000000',
  MIA: '#008e97',
  MIN: '#4f2683',
  NE: '#002244',
  NO: '#9f8958',
  NYG: '#0b2265',
  NYJ: '#125740',
  PHI: '#004c54',
  PIT: '#101820',
  SEA: '#002244',
  SF: '#aa0000',
  TB: '#d50a0a',
  TEN: '#0c2340',
  WAS: '#5a1414',
};

const digest = (s: string) => crypto.createHash('sha1').update(s).digest();

/** Player ids the stand-in has no photo of (about one in five, stable): they answer 404. */
export const standInMissing = (playerId: string): boolean => digest(`photo:${playerId}`)[0] % 5 === 0;

const SKIN = ['#f1c8a4', '#d9a57c', '#b47a52', '#8d5a3b', '#6b4129'];
const JERSEY = ['#c8102e', '#1d4ed8', '#0f766e', '#7c3aed', '#ea580c', '#0f172a', '#15803d', '#b91c1c'];

/** A stand-in headshot: a figure in a numbered jersey on a studio-grey backdrop. */
export function playerPng(playerId: string): Buffer {
  const d = digest(playerId);
  const size = 256;
  const skin = hex(SKIN[d[1] % SKIN.length]);
  const jersey = hex(NFL_COLORS[playerId.toUpperCase()] ?? JERSEY[d[2] % JERSEY.length]);
  const number = String(d[3] % 99 || 1);
  return paint(size, [
    {
      inside: () => true,
      color: (_x, y) => {
        const t = y / size;
        return [Math.round(214 - 60 * t), Math.round(222 - 60 * t), Math.round(232 - 50 * t), 255];
      },
    },
    { inside: ellipse(128, 300, 118, 110), color: jersey },
    { inside: rect(108, 150, 148, 200), color: skin },
    { inside: ellipse(128, 196, 34, 16), color: [255, 255, 255, 230] },
    { inside: ellipse(128, 200, 28, 12), color: skin },
    { inside: ellipse(128, 112, 50, 60), color: skin },
    { inside: (x, y) => ellipse(128, 92, 53, 44)(x, y) && y < 92, color: hex('#2b1d14') },
    { inside: text(number, 128, 232, 4), color: [255, 255, 255, 255] },
  ]);
}

/** A stand-in team logo: the code in white on a disc in the team's colour, transparent around. */
export function logoPng(code: string): Buffer {
  const up = code.toUpperCase();
  const color = hex(NFL_COLORS[up] ?? '#334155');
  return paint(128, [
    { inside: ellipse(64, 64, 62, 62), color: [255, 255, 255, 255] },
    { inside: ellipse(64, 64, 55, 55), color },
    { inside: text(up, 64, 64, up.length > 2 ? 4 : 5), color: [255, 255, 255, 255] },
  ]);
}

/** `unref`: the server does not keep the process alive (the pipeline's on-demand demo stand-in). */
export async function startSleeperCdnStandIn(opts: { port?: number; host?: string; unref?: boolean } = {}): Promise<SleeperCdnStandIn> {
  const requests: string[] = [];
  const faults: CdnFault[] = [];
  const made = new Map<string, Buffer>();
  const image = (key: string, make: () => Buffer) => made.get(key) ?? made.set(key, make()).get(key)!;

  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(urlPath);
    const send = (status: number, body: Buffer | string, type = 'text/plain') => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'public, max-age=86400' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const answer = () => {
      const fault = faults.find((f) => f.path.test(urlPath) && (f.times === undefined || f.times > 0));
      if (fault?.times !== undefined) fault.times--;
      if (fault?.status) return send(fault.status, 'fault');
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed');
      const player = /^\/content\/nfl\/players\/(?:thumb\/)?([A-Za-z0-9]+)\.jpg$/.exec(urlPath);
      if (player) {
        const id = player[1];
        // A team defense's id is its code; real players are numbers.
        if (standInMissing(id) || (!/^\d+$/.test(id) && !NFL_COLORS[id.toUpperCase()])) return send(404, 'Not found');
        return send(
          200,
          image(`p:${id}`, () => playerPng(id)),
          'image/png',
        );
      }
      const logo = /^\/images\/team_logos\/nfl\/([a-z]{2,3})\.png$/.exec(urlPath);
      if (logo && NFL_COLORS[logo[1].toUpperCase()])
        return send(
          200,
          image(`l:${logo[1]}`, () => logoPng(logo[1])),
          'image/png',
        );
      return send(404, 'Not found');
    };
    const fault = faults.find((f) => f.path.test(urlPath) && (f.times === undefined || f.times > 0));
    if (fault?.delayMs) setTimeout(answer, fault.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  if (opts.unref) {
    server.unref();
    server.keepAliveTimeout = 500;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
