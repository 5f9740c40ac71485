import type { Plugin } from 'vite';

/** One exact text of a library module and what the build writes instead. */
export interface Replacement {
  from: string;
  /** the new text, or how to work it out when the module is first transformed (not when the config loads) */
  to: string | (() => string);
}

/**
 * A build plugin that replaces exact texts in one library module: a small fix to a dependency's
 * behaviour, kept beside its reason. Every text must be found, or the build fails naming the plugin,
 * rather than quietly shipping the library as it was once the library changes.
 */
export function patchModule(name: string, module: RegExp, replacements: readonly Replacement[]): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return null;
      let patched = code;
      for (const { from, to } of replacements) {
        if (!patched.includes(from)) throw new Error(`${name}: unexpected shape of ${id}; update scripts/vite/blueprintPatches.ts`);
        patched = patched.replace(from, typeof to === 'string' ? to : to());
      }
      return { code: patched, map: null };
    },
  };
}
