import { chunkClosure, findChunkCycle } from '../../scripts/vite/chunkGroups.ts';

describe('findChunkCycle (the build fails on chunks that import each other)', () => {
  it('passes chunks that depend only downwards, shared ones included', () => {
    const imports = new Map([
      ['index.js', ['start.js']],
      ['users.js', ['console-common.js', 'console-libs.js', 'start.js']],
      ['console-common.js', ['console-libs.js', 'start.js']],
      ['console-libs.js', ['start.js']],
      ['start.js', []],
    ]);
    expect(findChunkCycle(imports)).toBeNull();
  });

  it('names the loop when two chunks import each other through a third', () => {
    const imports = new Map([
      ['index.js', ['start.js']],
      ['start.js', ['console-libs.js']],
      ['console-libs.js', ['console-common.js']],
      ['console-common.js', ['start.js']],
    ]);
    expect(findChunkCycle(imports)).toEqual(['start.js', 'console-libs.js', 'console-common.js', 'start.js']);
  });
});

describe('chunkClosure (what a page loads; the login page must not load the console groups)', () => {
  it('follows static imports transitively, each chunk once', () => {
    const imports = new Map([
      ['login.js', ['start.js', 'messages.js']],
      ['messages.js', ['start.js']],
      ['console-common.js', ['messages.js', 'console-libs.js']],
      ['start.js', []],
    ]);
    expect([...chunkClosure(imports, 'login.js')].sort()).toEqual(['login.js', 'messages.js', 'start.js']);
  });
});
