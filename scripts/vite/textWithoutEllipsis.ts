import type { Plugin } from 'vite';

const TEXT_MODULE = /@blueprintjs[/\\]core[/\\]lib[/\\]esm[/\\]components[/\\]text[/\\]text\.js$/;
const MEASURING_EFFECT = 'useIsomorphicLayoutEffect(() => {\n        if (contentMeasuringRef.current?.textContent != null) {';

/**
 * Blueprint's Text keeps its text in state after every render, for the title it shows only when
 * `ellipsize` is on and the text overflows; every Button's label is a Text without `ellipsize`, so
 * every button drew itself twice when it appeared (two dozen of them in one extra commit of a
 * list's open, issue 27). The build lets a Text without `ellipsize` skip the state it never shows:
 * the same markup, one render. When Blueprint changes the module's shape the build fails here.
 */
export function textWithoutEllipsis(): Plugin {
  return {
    name: 'text-without-ellipsis',
    apply: 'build',
    transform(code, id) {
      if (!TEXT_MODULE.test(id)) return null;
      if (!code.includes(MEASURING_EFFECT)) throw new Error(`text-without-ellipsis: unexpected shape of ${id}; update scripts/vite/textWithoutEllipsis.ts`);
      const patched = code.replace(
        MEASURING_EFFECT,
        'useIsomorphicLayoutEffect(() => {\n        if (!ellipsize) { setIsContentOverflowing(undefined); return; }\n        if (contentMeasuringRef.current?.textContent != null) {',
      );
      return { code: patched, map: null };
    },
  };
}
