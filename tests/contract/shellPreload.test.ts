import { earlyScriptSource } from '../../scripts/vite/shellPreload.ts';

/** Runs the early script against a page of the given local storage; the links it added. */
function run(storage: { getItem(key: string): string | null }) {
  const added: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => added.push(link) } };
  new Function('localStorage', 'document', earlyScriptSource('accessToken', ['/assets/console-libs-1.js', '/assets/Shell-2.js']))(storage, document);
  return added;
}

describe('the early script of index.html (scripts/vite/shellPreload.ts)', () => {
  it('with a stored token asks for the shell’s chunks as module preloads', () => {
    const links = run({ getItem: (key) => (key === 'accessToken' ? 'token' : null) });
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/console-libs-1.js'],
      ['modulepreload', '/assets/Shell-2.js'],
    ]);
  });

  it('on the login page (no token, or storage refused) asks for nothing', () => {
    expect(run({ getItem: () => null })).toEqual([]);
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual([]);
  });
});
