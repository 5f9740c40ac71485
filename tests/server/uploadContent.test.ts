import { describe, expect, it } from 'vitest';
import { tinyPng } from '../../server/db/seed/images.ts';
import { contentMatchesExtension } from '../../server/http/uploadContent.ts';
import { fakeHeic, fakeJpeg, pngOfSize } from './p2pFixtures.ts';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(30, 0), Buffer.from([0x3b])]);
const webpBody = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(20, 0)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from(Uint32Array.of(webpBody.length).buffer), webpBody]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('upload content check', () => {
  it('accepts real PNG, JPEG and HEIC files under their own extensions', () => {
    expect(contentMatchesExtension('png', tinyPng([1, 2, 3]))).toBe(true);
    expect(contentMatchesExtension('PNG', pngOfSize(50_000))).toBe(true);
    expect(contentMatchesExtension('jpg', fakeJpeg())).toBe(true);
    expect(contentMatchesExtension('jpeg', fakeJpeg())).toBe(true);
    expect(contentMatchesExtension('heic', fakeHeic())).toBe(true);
    expect(contentMatchesExtension('gif', gif)).toBe(true);
    expect(contentMatchesExtension('webp', webp)).toBe(true);
    expect(contentMatchesExtension('pdf', pdf)).toBe(true);
  });

  it('refuses a file whose signature matches but whose rest does not: appended HTML, a cut file, a broken chunk', () => {
    const png = tinyPng([1, 2, 3]);
    expect(contentMatchesExtension('png', Buffer.concat([png, html]))).toBe(false);
    expect(contentMatchesExtension('png', png.subarray(0, png.length - 12))).toBe(false);
    const corrupted = Buffer.from(png);
    corrupted[45] = corrupted[45]! ^ 0xff; // inside IDAT: its CRC no longer holds
    expect(contentMatchesExtension('png', corrupted)).toBe(false);
    expect(contentMatchesExtension('jpg', Buffer.concat([fakeJpeg(), html]))).toBe(false);
    expect(contentMatchesExtension('heic', Buffer.concat([fakeHeic(), html]))).toBe(false);
    expect(contentMatchesExtension('gif', Buffer.concat([gif, html]))).toBe(false);
    expect(contentMatchesExtension('webp', Buffer.concat([webp, html]))).toBe(false);
    expect(contentMatchesExtension('pdf', Buffer.concat([pdf, html]))).toBe(false);
  });

  it('refuses content of another type and types nobody may upload', () => {
    expect(contentMatchesExtension('png', html)).toBe(false);
    expect(contentMatchesExtension('jpg', tinyPng([1, 2, 3]))).toBe(false);
    expect(contentMatchesExtension('png', fakeJpeg())).toBe(false);
    expect(contentMatchesExtension('heic', tinyPng([1, 2, 3]))).toBe(false);
    expect(contentMatchesExtension('html', html)).toBe(false);
    expect(contentMatchesExtension('svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe(false);
  });
});
