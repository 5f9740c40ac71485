import zlib from 'node:zlib';

/**
 * A valid, tiny PNG (8×8, one colour with a diagonal stripe), made in code so the seed stores real
 * images without shipping binary files: the document scans of the demo users.
 */
export function tinyPng(rgb: [number, number, number], size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(...(x === y ? [255, 255, 255] : rgb));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A few distinct scans, reused across the demo documents. */
export const DEMO_SCANS: Buffer[] = [
  [66, 133, 244],
  [219, 68, 55],
  [244, 180, 0],
  [15, 157, 88],
  [171, 71, 188],
  [0, 172, 193],
].map((rgb) => tinyPng(rgb as [number, number, number]));
