import type { Plugin } from 'vite';

const ICON_COMPONENT = /@blueprintjs[/\\]icons[/\\]lib[/\\]esm[/\\]generated[/\\]components[/\\][^/\\]+\.js$/;

/**
 * Every Blueprint icon component carries its art twice, on a 16 px grid and on a 20 px grid
 * for sizes of 20 and more. The console draws icons at 12–16 px almost everywhere, so the build
 * keeps only the 16 px art and scales it (viewBox 0 0 16 16) for the few large icons: about
 * half of every icon's bytes, some 8 kB gzip on the signed-in first load. When Blueprint
 * changes the generated shape the build fails here rather than quietly shipping both grids.
 */
export function blueprintIcons16Only(): Plugin {
  return {
    name: 'blueprint-icons-16-only',
    apply: 'build',
    transform(code, id) {
      if (!ICON_COMPONENT.test(id) || id.includes('index.js')) return null;
      const withoutLarge = code.replace(/const PATHS_20 = \[[^\]]*\];/, '');
      const selected = withoutLarge.replace(
        /const isLarge = \(props\.size \?\? IconSize\.STANDARD\) >= IconSize\.LARGE;\s*const paths = isLarge \? PATHS_20 : PATHS_16;/,
        'const paths = PATHS_16;',
      );
      const scaled = selected.replace('...props, children:', '...props, svgProps: { viewBox: "0 0 16 16", ...props.svgProps }, children:');
      if (withoutLarge === code || selected === withoutLarge || scaled === selected) {
        throw new Error(`blueprint-icons-16-only: unexpected shape of ${id}; update scripts/vite/blueprintIcons16.ts`);
      }
      return { code: scaled, map: null };
    },
  };
}
