import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../../src/api/tokenStore.ts';
import { chunkClosure } from './chunkGroups.ts';

/** The module whose chunks a signed-in reload needs first, whatever the screen. */
const SHELL_MODULE = /[\\/]src[\\/]app[\\/]shell[\\/]Shell\.tsx$/;

/** The early script: with a stored token, ask for the signed-in shell's chunks at once. */
export function earlyScriptSource(tokenKey: string, hrefs: readonly string[]): string {
  return `(function(){try{if(!localStorage.getItem(${JSON.stringify(tokenKey)}))return}catch(e){return}${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})();\n`;
}

/**
 * A reload with a stored token (issue 10, "no waterfall"). The page's module script can do
 * nothing before the start chunk (React, the router, i18next, the session: 130 kB) has arrived
 * and run, so the signed-in shell's chunks (the shell, the shared widgets and libraries, 150 kB)
 * used to be asked for only then, some 250 ms into a cold open. This plugin writes a tiny classic
 * script, hashed like the other assets and loaded `async` by index.html, that lists those chunks
 * and, when a token is stored, asks for them with `modulepreload` while the start chunk is still
 * on its way. The login page (no token) fetches nothing more. No inline script: the CSP allows
 * only the console's own files.
 */
export function shellPreload(): Plugin {
  let earlyFile: string | null = null;
  return {
    name: 'shell-preload',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const shell = chunks.find((chunk) => chunk.facadeModuleId && SHELL_MODULE.test(chunk.facadeModuleId));
      if (!entry || !shell) return;
      const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      // what the page's own script loads already is not asked for twice
      const started = chunkClosure(imports, entry.fileName);
      const hrefs = [...chunkClosure(imports, shell.fileName)].filter((file) => !started.has(file)).map((file) => `/${file}`);
      const ref = this.emitFile({ type: 'asset', name: 'early.js', source: earlyScriptSource(TOKEN_KEY, hrefs) });
      earlyFile = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return earlyFile ? [{ tag: 'script', attrs: { async: true, src: `/${earlyFile}` }, injectTo: 'head' }] : [];
      },
    },
  };
}
