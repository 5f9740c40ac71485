import type { Plugin } from 'vite';

const TIMEZONE_ITEMS_MODULE = /@blueprintjs[/\\]datetime[/\\]lib[/\\]esm[/\\]common[/\\]timezoneItems\.js$/;
const EAGER_LISTS = /export const (TIMEZONE_ITEMS|MINIMAL_TIMEZONE_ITEMS) = (\w+)\.map\(tz => lookupTimezoneOffset\(tz\)\);/g;

/**
 * Blueprint's datetime package works out the current offset of its 283 time zones (one Intl
 * formatter each) when the module loads, for the time-zone picker the console never shows: some
 * 300 ms of one task on this machine whenever a date input's chunk arrives, on the idle prefetch
 * after a first screen too, where a click then waits for it (issue 27). The build makes both
 * lists lazy: worked out on first use, the same arrays from then on. When Blueprint changes the
 * module's shape the build fails here rather than quietly shipping the eager lists.
 */
export function lazyTimezoneItems(): Plugin {
  return {
    name: 'lazy-timezone-items',
    apply: 'build',
    transform(code, id) {
      if (!TIMEZONE_ITEMS_MODULE.test(id)) return null;
      let replaced = 0;
      const lazy = code.replace(EAGER_LISTS, (_, name: string, source: string) => {
        replaced += 1;
        return `export const ${name} = lazyList(() => ${source}.map(tz => lookupTimezoneOffset(tz)));`;
      });
      if (replaced !== 2) throw new Error(`lazy-timezone-items: unexpected shape of ${id}; update scripts/vite/lazyTimezoneItems.ts`);
      return { code: `${lazy}\n${LAZY_LIST}`, map: null };
    },
  };
}

/**
 * An array that is built on its first read: every property (index, length, find, map, iteration)
 * is read from the built array, and its methods run on it.
 */
const LAZY_LIST = `function lazyList(build) {
  let items;
  const built = () => (items ??= build());
  return new Proxy([], {
    get(_, key) {
      const value = Reflect.get(built(), key);
      return typeof value === 'function' ? value.bind(built()) : value;
    },
    has: (_, key) => Reflect.has(built(), key),
  });
}`;
