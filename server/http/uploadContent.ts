import zlib from 'node:zlib';

/**
 * Whether an upload's bytes are really the type its extension claims (issue 9: a PNG with HTML
 * appended was accepted). A leading signature is not enough: the whole file must parse as that
 * format's outer structure and end where the format ends, so nothing rides along after it.
 * - PNG: the signature, then chunks (length, type, data, CRC) with valid CRCs, IHDR first, and
 *   IEND as the last chunk ending exactly at the end of the file;
 * - JPEG: SOI (FF D8 FF) at the start and EOI (FF D9) as the last two bytes;
 * - HEIF/HEIC: ISO-BMFF boxes from start to end, the first one `ftyp` naming a HEIF brand;
 * - GIF: GIF87a/GIF89a header and the 0x3B trailer as the last byte;
 * - WebP: a RIFF header whose size is the file's, form type WEBP;
 * - PDF: `%PDF-` at the start and `%%EOF` as the last token (line ends may follow).
 * SVG is not an image type here on purpose: it is markup and can carry script.
 */
export function contentMatchesExtension(extension: string, data: Buffer): boolean {
  switch (extension.toLowerCase()) {
    case 'png':
      return isPng(data);
    case 'jpg':
    case 'jpeg':
      return isJpeg(data);
    case 'heic':
    case 'heif':
      return isHeif(data);
    case 'gif':
      return isGif(data);
    case 'webp':
      return isWebp(data);
    case 'pdf':
      return isPdf(data);
    default:
      return false;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(data: Buffer): boolean {
  if (data.length < PNG_SIGNATURE.length || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > data.length) return false;
    const type = data.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return false;
    if (zlib.crc32(data.subarray(at + 4, at + 8 + length)) !== data.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IEND') return end === data.length;
    first = false;
    at = end;
  }
  return false;
}

function isJpeg(data: Buffer): boolean {
  return data.length >= 5 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);

function isHeif(data: Buffer): boolean {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const ftypSize = data.readUInt32BE(0);
  if (ftypSize < 16 || ftypSize > data.length) return false;
  // The major brand or any compatible brand must be a HEIF one.
  const brands = [data.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= ftypSize; at += 4) brands.push(data.toString('latin1', at, at + 4));
  if (!brands.some((b) => HEIF_BRANDS.has(b))) return false;
  // Every byte belongs to a box: sizes must tile the file exactly.
  let at = 0;
  while (at < data.length) {
    if (at + 8 > data.length) return false;
    let size = data.readUInt32BE(at);
    if (!/^[\x20-\x7e]{4}$/.test(data.toString('latin1', at + 4, at + 8))) return false;
    if (size === 1) {
      if (at + 16 > data.length) return false;
      size = Number(data.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      size = data.length - at; // "to the end of the file"
    }
    if (size < 8 || at + size > data.length) return false;
    at += size;
  }
  return true;
}

function isGif(data: Buffer): boolean {
  const header = data.toString('latin1', 0, 6);
  return (header === 'GIF87a' || header === 'GIF89a') && data.length > 13 && data[data.length - 1] === 0x3b;
}

function isWebp(data: Buffer): boolean {
  return data.length >= 16 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP' && data.readUInt32LE(4) + 8 === data.length;
}

function isPdf(data: Buffer): boolean {
  if (data.length < 16 || data.toString('latin1', 0, 5) !== '%PDF-') return false;
  return /%%EOF[\r\n\t ]*$/.test(data.toString('latin1', Math.max(0, data.length - 64)));
}
