import { chunkClosure, findChunkCycle, lazyModulesInSharedGroups } from '../../scripts/vite/chunkGroups.ts';

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

describe('lazyModulesInSharedGroups (the date pickers and charts stay out of what every screen evaluates)', () => {
  it('names a date input a shared group took in, and passes it in a screen chunk', () => {
    const chunks = [
      { fileName: 'console-common.js', name: 'console-common', moduleIds: ['/app/src/components/reports/OrderReportDialog.tsx', '/app/src/components/DateInput.tsx', '/app/node_modules/@blueprintjs/datetime/lib/esm/common/timezoneItems.js'] },
      { fileName: 'console-libs.js', name: 'console-libs', moduleIds: ['/app/node_modules/@blueprintjs/core/lib/esm/index.js'] },
      // the date pickers' style sheet loads with the start, as the main module imports it
      { fileName: 'start.js', name: 'start', moduleIds: ['/app/node_modules/@blueprintjs/datetime/lib/css/blueprint-datetime.css'] },
      { fileName: 'DateRangeInput.js', name: 'DateRangeInput', moduleIds: ['/app/src/components/DateRangeInput.tsx', '/app/node_modules/@blueprintjs/datetime/lib/esm/index.js'] },
    ];
    expect(lazyModulesInSharedGroups(chunks)).toEqual([
      'console-common.js: /app/src/components/DateInput.tsx',
      'console-common.js: /app/node_modules/@blueprintjs/datetime/lib/esm/common/timezoneItems.js',
    ]);
    expect(lazyModulesInSharedGroups(chunks.slice(1))).toEqual([]);
  });
});
