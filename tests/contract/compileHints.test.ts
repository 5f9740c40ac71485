import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { compiledOnLoad } from '../../scripts/vite/chunkGroups.ts';
import { COMPILE_HINT, compileHints, withEmptyFirstLine } from '../../scripts/vite/compileHints.ts';

const chunk = (fileName: string, name: string, facadeModuleId: string | null = null) => ({ type: 'chunk' as const, fileName, name, facadeModuleId, code: 'export const a=1;' });

/** Runs the plugin's generateBundle over `bundle` as the build would. */
function generate(bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset'; source: string }>) {
  const plugin = compileHints(compiledOnLoad);
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints (scripts/vite/compileHints.ts): what a first screen runs is compiled while it downloads', () => {
  it('marks the libraries, the shared code, the shell and the screen groups, not the start-up code, Blueprint or the charts', () => {
    const bundle = generate({
      'assets/react-dom-1.js': chunk('assets/react-dom-1.js', 'react-dom'),
      'assets/start-libs-2.js': chunk('assets/start-libs-2.js', 'start-libs'),
      'assets/start-3.js': chunk('assets/start-3.js', 'start'),
      'assets/console-libs-4.js': chunk('assets/console-libs-4.js', 'console-libs'),
      'assets/Shell-5.js': chunk('assets/Shell-5.js', 'Shell', '/p/src/app/shell/Shell.tsx'),
      'assets/users-6.js': chunk('assets/users-6.js', 'users', '/p/src/features/users/index.ts'),
      'assets/chartOptions-7.js': chunk('assets/chartOptions-7.js', 'chartOptions', '/p/src/components/charts/chartOptions.ts'),
      'assets/en-8.js': chunk('assets/en-8.js', 'en', '/p/src/app/localeBundles/en.ts'),
    });
    const hinted = Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.code.startsWith(`${COMPILE_HINT}\n`) ? [output.name] : []));
    expect(hinted).toEqual(['react-dom', 'start-libs', 'Shell', 'users']);
    expect((bundle['assets/users-6.js'] as ReturnType<typeof chunk>).code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
  });

  it('moves a marked chunk’s source map one line down with its code', () => {
    const generator = new SourceMapGenerator({ file: 'users-6.js' });
    generator.addMapping({ generated: { line: 1, column: 13 }, original: { line: 7, column: 2 }, source: 'src/features/users/UsersPage.tsx' });
    const bundle = generate({
      'assets/users-6.js': chunk('assets/users-6.js', 'users', '/p/src/features/users/index.ts'),
      'assets/users-6.js.map': { type: 'asset', source: generator.toString() },
    });
    const moved = new SourceMapConsumer(JSON.parse((bundle['assets/users-6.js.map'] as { source: string }).source));
    expect(moved.originalPositionFor({ line: 2, column: 13 })).toMatchObject({ source: 'src/features/users/UsersPage.tsx', line: 7, column: 2 });
    expect(moved.originalPositionFor({ line: 1, column: 13 }).source).toBeNull();
  });

  it('keeps the rest of a source map as it was', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: ['x'], mappings: 'AAAA;AACA' });
    expect(JSON.parse(withEmptyFirstLine(map))).toEqual({ version: 3, sources: ['a.ts'], names: ['x'], mappings: ';AAAA;AACA' });
  });
});
