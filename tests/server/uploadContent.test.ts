import { describe, expect, it } from 'vitest';
import { tinyPng } from '../../server/db/seed/images.ts';
import { contentMatchesExtension } from '../../server/http/uploadContent.ts';
import { fakeHeic, fakeJpeg, pngOfSize } from './p2pFixtures.ts';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

describe('upload content check', () => {
  it('accepts real PNG, JPEG and HEIC files under their own extensions', () => {
    expect(contentMatchesExtension('png', tinyPng([1, 2, 3]))).toBe(true);
    expect(contentMatchesExtension('PNG', pngOfSize(50_000))).toBe(true);
    expect(contentMatchesExtension('jpg', fakeJpeg())).toBe(true);
    expect(contentMatchesExtension('jpeg', fakeJpeg())).toBe(true);
    expect(contentMatchesExtension('heic', fakeHeic())).toBe(true);
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
  });

  it('refuses content of another type and types nobody may upload', () => {
    expect(contentMatchesExtension('png', html)).toBe(false);
    expect(contentMatchesExtension('jpg', tinyPng([1, 2, 3]))).toBe(false);
    expect(contentMatchesExtension('png', fakeJpeg())).toBe(false);
    expect(contentMatchesExtension('heic', tinyPng([1, 2, 3]))).toBe(false);
    expect(contentMatchesExtension('html', html)).toBe(false);
  });
});
