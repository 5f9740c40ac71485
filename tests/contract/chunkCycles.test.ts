import { findChunkCycle } from '../../scripts/vite/chunkGroups.ts';

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
