import sharp, { type OverlayOptions } from 'sharp';

/**
 * A phone-like JPEG made at test time (no binaries in the repo): a recognisable layout (a
 * red block top-left, a blue disc bottom-right), EXIF with camera make, GPS position and
 * an orientation tag (6 = shot rotated: the upright picture is portrait).
 */
export async function phonePhoto(
  opts: { width?: number; height?: number; orientation?: number; quality?: number; /** sensor-like noise: a realistic 3-6 MB file */ noise?: boolean } = {},
): Promise<Buffer> {
  const { width = 4000, height = 3000, orientation = 6, quality = 90, noise = false } = opts;
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect x="0" y="0" width="${width / 2}" height="${height / 2}" fill="#d62828"/>
    <circle cx="${(width * 3) / 4}" cy="${(height * 2) / 3}" r="${height / 5}" fill="#1d3557"/></svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg) }];
  if (noise) {
    const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    layers.push({ input: grain, blend: 'overlay' });
  }
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 130, b: 100 } } })
    .composite(layers)
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Foundation Cam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 22/1 50/1', GPSLongitudeRef: 'W', GPSLongitude: '89/1 14/1 48/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality })
    .toBuffer();
}

export async function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
}

/** Whether EXIF bytes hold a GPS block (the GPS IFD pointer, tag 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const le = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(le ? [0x25, 0x88] : [0x88, 0x25]));
}

/**
 * A valid PNG header declaring `width` x `height` pixels followed by a few bytes of data:
 * what a decompression bomb looks like before it is decoded.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
