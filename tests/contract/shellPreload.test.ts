import { earlyPlanOf, earlyScriptSource, type EarlyPlan } from '../../scripts/vite/shellPreload.ts';

const PLAN: EarlyPlan = {
  tokenKey: 'accessToken',
  localeKey: 'locale',
  defaultLocale: 'en',
  shell: [
    ['/assets/console-libs-1.js', 'script'],
    ['/assets/Shell-2.js', 'script'],
    ['/assets/Shell-3.css', 'style'],
  ],
  groups: {
    users: { paths: ['/users'], files: [['/assets/users-4.js', 'script']] },
    'user-detail': { paths: ['/user/:id', '/user/:id/security'], files: [['/assets/user-detail-5.js', 'script']] },
  },
  languages: { en: [['/assets/en-6.js', 'script']], ru: [['/assets/ru-7.js', 'script'], ['/assets/ru-8.js', 'script']] },
  home: '/users',
};

/** Runs the early script on a page at `pathname` with the given local storage; the links it added. */
function run(storage: { getItem(key: string): string | null }, pathname = '/users', languages: string[] = ['en-US']) {
  const added: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => added.push(link) } };
  new Function('localStorage', 'document', 'location', 'navigator', earlyScriptSource(PLAN))(storage, document, { pathname }, { languages });
  return added.map((link) => [link.rel, link.as ?? '', link.href].join(' ').replace('  ', ' '));
}

const signedIn = (locale: string | null = null) => ({ getItem: (key: string) => (key === 'accessToken' ? 'token' : key === 'locale' ? locale : null) });

describe('the early script of index.html (scripts/vite/shellPreload.ts)', () => {
  it('with a stored token asks for the shell’s files, the screen’s chunk and the language’s texts', () => {
    expect(run(signedIn())).toEqual([
      'modulepreload /assets/console-libs-1.js',
      'modulepreload /assets/Shell-2.js',
      'preload style /assets/Shell-3.css',
      'modulepreload /assets/users-4.js',
      'modulepreload /assets/en-6.js',
    ]);
  });

  it('requests every file in the CORS mode Vite’s own links use (crossorigin), so the page reuses each preload', () => {
    const links: Record<string, string>[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => links.push(link) } };
    new Function('localStorage', 'document', 'location', 'navigator', earlyScriptSource(PLAN))(signedIn(), document, { pathname: '/users' }, { languages: ['en'] });
    expect(links.filter((link) => link.as === 'style').map((link) => link.href)).toEqual(['/assets/Shell-3.css']);
    // Vite adds a lazy chunk's style sheet with `link.crossOrigin = ""` and its index.html links with `crossorigin`.
    expect(links.map((link) => [link.href, link.crossOrigin])).toEqual(links.map((link) => [link.href, '']));
  });

  it('matches a screen with a parameter, "/" as the home screen, and asks for no screen on an unknown path', () => {
    expect(run(signedIn(), '/user/42/security')).toContain('modulepreload /assets/user-detail-5.js');
    expect(run(signedIn(), '/user/42/security')).not.toContain('modulepreload /assets/users-4.js');
    expect(run(signedIn(), '/')).toContain('modulepreload /assets/users-4.js');
    expect(run(signedIn(), '/nowhere').filter((link) => /users|user-detail/.test(link))).toEqual([]);
  });

  it('takes the language last chosen here, else the browser’s first the console speaks, else the default', () => {
    expect(run(signedIn('ru')).filter((link) => /ru-|en-/.test(link))).toEqual(['modulepreload /assets/ru-7.js', 'modulepreload /assets/ru-8.js']);
    expect(run(signedIn(), '/users', ['de-DE', 'ru-RU']).filter((link) => /ru-|en-/.test(link))).toHaveLength(2);
    expect(run(signedIn(), '/users', ['de-DE']).filter((link) => /ru-|en-/.test(link))).toEqual(['modulepreload /assets/en-6.js']);
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

describe('the early plan of a build', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({
    fileName,
    facadeModuleId,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css) },
  });

  it('leaves out what the entry loads and, for a screen, what the shell loads', () => {
    const plan = earlyPlanOf([
      chunk('assets/index.js', '/p/index.html', ['assets/start.js'], [], true),
      chunk('assets/start.js', null),
      chunk('assets/libs.js', null, ['assets/start.js']),
      chunk('assets/Shell.js', '/p/src/app/shell/Shell.tsx', ['assets/libs.js', 'assets/start.js'], ['assets/Shell.css']),
      chunk('assets/users.js', '/p/src/features/users/index.ts', ['assets/libs.js', 'assets/table.js'], ['assets/users.css']),
      chunk('assets/table.js', null, ['assets/libs.js'], ['assets/table.css']),
      chunk('assets/en-a.js', '/p/src/app/localeStart/en.ts'),
      chunk('assets/en-b.js', '/p/src/app/localeBundles/en.ts'),
    ])!;
    expect(plan.shell).toEqual([
      ['/assets/Shell.js', 'script'],
      ['/assets/libs.js', 'script'],
      ['/assets/Shell.css', 'style'],
    ]);
    expect(plan.groups.users!.paths).toContain('/users');
    expect(plan.groups.users!.files).toEqual([
      ['/assets/users.js', 'script'],
      ['/assets/table.js', 'script'],
      ['/assets/users.css', 'style'],
      ['/assets/table.css', 'style'],
    ]);
    expect(plan.languages.en).toEqual([
      ['/assets/en-a.js', 'script'],
      ['/assets/en-b.js', 'script'],
    ]);
  });
});
