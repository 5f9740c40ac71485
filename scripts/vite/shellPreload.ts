import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../../src/api/tokenStore.ts';
import { LOCALE_KEY } from '../../src/app/preferences.ts';
import { HOME_REDIRECT_PATH, screenSourceOf, sectionsOfBuild } from '../../src/app/routes/routeTable.ts';
import { DEFAULT_LOCALE } from '../../src/domain/languages.ts';
import { chunkClosure, GROUP_MODULE, SHELL_MODULE } from './chunkGroups.ts';

/** A language's two text chunks (`i18n.ts`). */
const LANGUAGE_MODULE = /[\\/]src[\\/]app[\\/]locale(?:Start|Bundles)[\\/]([a-z]+)\.ts$/;

/** What the early script asks for: files as `[href, as]`, `as` "script" (module) or "style". */
export interface EarlyPlan {
  tokenKey: string;
  localeKey: string;
  defaultLocale: string;
  /** The signed-in shell's files, whatever the screen. */
  shell: string[][];
  /** By screen group: its path patterns (":id" segments) and its files beyond the shell's. */
  groups: Record<string, { paths: string[]; files: string[][] }>;
  /** By language: its text chunks. */
  languages: Record<string, string[][]>;
  /** Where "/" goes. */
  home: string;
}

/**
 * The early script. With a stored token it asks at once for the signed-in shell's files, those
 * of the screen the address names, and the texts of the language the console will open in (the
 * one last chosen here, else the browser's first the console speaks, else the default): module
 * preloads for code, preloads for style sheets (the bundler adds those as style sheets in its own
 * order later; a preload cannot change the cascade). Every link is `crossorigin` (anonymous), as
 * Vite's own are: its <link rel="stylesheet" crossorigin> in index.html and the links its preload
 * helper adds for a lazy chunk's CSS (`link.crossOrigin = ""`); a preload in another CORS mode is not
 * reused, so the browser would download each style sheet twice and warn. Without a token (the
 * login page) it asks for nothing.
 */
export function earlyScriptSource(plan: EarlyPlan): string {
  return `(function(p){var s;try{if(!localStorage.getItem(p.tokenKey))return;s=localStorage.getItem(p.localeKey)}catch(e){return}
function add(f){var l=document.createElement('link');if(f[1]==='style'){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=f[0];document.head.appendChild(l)}
p.shell.forEach(add);
var path=location.pathname==='/'?p.home:location.pathname.replace(/\\/+$/,'')||'/';
for(var g in p.groups){if(p.groups[g].paths.some(function(q){return new RegExp('^'+q.replace(/:[^/]+/g,'[^/]+')+'$').test(path)})){p.groups[g].files.forEach(add);break}}
var tags=[s].concat((navigator.languages||[]).map(function(t){return String(t).toLowerCase().split(/[-_]/)[0]}),p.defaultLocale);
for(var i=0;i<tags.length;i++){if(tags[i]&&p.languages[tags[i]]){p.languages[tags[i]].forEach(add);break}}
})(${JSON.stringify(plan)});
`;
}

interface OutputChunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** The early script's plan from the build's chunks, or null when the build has no shell. */
export function earlyPlanOf(chunks: readonly OutputChunk[]): EarlyPlan | null {
  const entry = chunks.find((chunk) => chunk.isEntry);
  const shell = chunks.find((chunk) => chunk.facadeModuleId && SHELL_MODULE.test(chunk.facadeModuleId));
  if (!entry || !shell) return null;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  // what the page's own script loads already is not asked for twice
  const started = chunkClosure(imports, entry.fileName);
  const filesOf = (root: string, skip: ReadonlySet<string>) => {
    const closure = [...chunkClosure(imports, root)].filter((file) => !skip.has(file));
    const css = closure.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    return { closure, files: [...closure.map((file) => [`/${file}`, 'script']), ...[...new Set(css)].map((file) => [`/${file}`, 'style'])] };
  };
  const shellFiles = filesOf(shell.fileName, started);
  const before = new Set([...started, ...shellFiles.closure]);
  const pathsOf = new Map<string, string[]>();
  for (const section of sectionsOfBuild(() => false)) {
    for (const route of section.screens) {
      const { group } = screenSourceOf(section, route);
      pathsOf.set(group, [...(pathsOf.get(group) ?? []), route.path]);
    }
  }
  const groups: EarlyPlan['groups'] = {};
  const languages: EarlyPlan['languages'] = {};
  for (const chunk of chunks) {
    const group = chunk.facadeModuleId ? GROUP_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined;
    const paths = group ? pathsOf.get(group) : undefined;
    if (group && paths) groups[group] = { paths, files: filesOf(chunk.fileName, before).files };
    const language = chunk.facadeModuleId ? LANGUAGE_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined;
    if (language) languages[language] = [...(languages[language] ?? []), [`/${chunk.fileName}`, 'script']];
  }
  return { tokenKey: TOKEN_KEY, localeKey: LOCALE_KEY, defaultLocale: DEFAULT_LOCALE, shell: shellFiles.files, groups, languages, home: HOME_REDIRECT_PATH };
}

/**
 * A reload with a stored token (issue 10, "no waterfall"). The page's module script can do
 * nothing before the start chunk (React, the router, i18next, the session: 130 kB) has arrived
 * and run, so the shell's chunks, the screen's chunk and the language's texts used to be asked
 * for only then, in two waves some 250 and 550 ms into a cold open, and they took the browser's
 * six connections from the screen's first requests. This plugin writes a small classic script,
 * hashed like the other assets and loaded `async` by index.html, that asks for all of them while
 * the start chunk is still on its way. No inline script: the CSP allows only the console's own files.
 * `fetchpriority="high"`: an async script is a low-priority request, which Chromium held back until
 * the start chunk had come, so the early script ran only after the start chunk's evaluation (about
 * 100 ms later in a cold open, issue 27).
 */
export function shellPreload(): Plugin {
  let earlyFile: string | null = null;
  return {
    name: 'shell-preload',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const plan = earlyPlanOf(Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as OutputChunk[]);
      if (!plan) return;
      const ref = this.emitFile({ type: 'asset', name: 'early.js', source: earlyScriptSource(plan) });
      earlyFile = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return earlyFile ? [{ tag: 'script', attrs: { async: true, fetchpriority: 'high', src: `/${earlyFile}` }, injectTo: 'head' }] : [];
      },
    },
  };
}
