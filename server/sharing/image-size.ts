// The pixel size of a JPEG or PNG from its first bytes, for og:image:width/height (chat apps lay
// the card out before fetching the picture). No image library: both formats say it in a header.

export type ImageSize = { width: number; height: number; type: 'image/jpeg' | 'image/png' };

export function imageSize(buf: Buffer): ImageSize | null {
  // PNG: signature, then the IHDR chunk with width and height.
  if (buf.length >= 24 && buf.readUInt32BE(0) === 0x89504e47 && buf.toString('ascii', 12, 16) === 'IHDR') {
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20), type: 'image/png' };
  }
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  // JPEG: walk the segments to the first start-of-frame (SOF0-SOF15 but DHT, JPG and DAC).
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7), type: 'image/jpeg' };
    }
    if (marker === 0xda || length < 2) return null; // image data before any frame header
    i += 2 + length;
  }
  return null;
}
