import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { memoizePlainTranslations } from './memoizedTranslations.ts';

/** An instance with the app's separators (keys `<namespace>.<area>.<key>`), memoized. */
async function instanceWith(resources: Record<string, Record<string, Record<string, unknown>>>) {
  const instance = createInstance();
  await instance.init({ lng: 'en', fallbackLng: 'en', ns: ['shop'], defaultNS: 'shop', nsSeparator: '.', keySeparator: '.', resources, interpolation: { escapeValue: false } });
  memoizePlainTranslations(instance);
  return instance;
}

describe('memoizePlainTranslations', () => {
  it('gives the same texts as i18next, and works each plain key out once', async () => {
    const instance = await instanceWith({ en: { shop: { cart: { title: 'Cart', items: '{{count}} items' } } } });
    const t = instance.getFixedT('en', 'shop');
    const translate = vi.spyOn((instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator, 'translate');
    // a stored text that needs no work: read from the store, once
    expect(t('shop.cart.title')).toBe('Cart');
    expect(t('shop.cart.title')).toBe('Cart');
    expect(translate).toHaveBeenCalledTimes(0);
    // with values: i18next every time
    expect(t('shop.cart.items', { count: 2 })).toBe('2 items');
    expect(t('shop.cart.items', { count: 3 })).toBe('3 items');
    expect(translate).toHaveBeenCalledTimes(2);
    // a text to interpolate asked without values: i18next, once
    expect(t('shop.cart.items')).toBe(t('shop.cart.items'));
    expect(translate).toHaveBeenCalledTimes(3);
    // a missing key is its key, as i18next gives it
    expect(t('shop.cart.none')).toBe('cart.none');
  });

  it('gives the new texts after a language switch and after a namespace is added or replaced', async () => {
    const instance = await instanceWith({ en: { shop: { cart: { title: 'Cart' } } }, es: { shop: { cart: { title: 'Carrito' } } } });
    const en = instance.getFixedT('en', 'shop');
    expect(en('shop.cart.title')).toBe('Cart');
    expect(en('orders.list.title')).toBe('orders.list.title');
    instance.addResourceBundle('en', 'orders', { list: { title: 'Orders' } });
    expect(en('orders.list.title')).toBe('Orders');
    instance.addResourceBundle('en', 'shop', { cart: { title: 'Basket' } }, true, true);
    expect(en('shop.cart.title')).toBe('Basket');
    await instance.changeLanguage('es');
    expect(instance.getFixedT('es', 'shop')('shop.cart.title')).toBe('Carrito');
    // each language's t keeps its own texts
    expect(en('shop.cart.title')).toBe('Basket');
  });
});

describe('texts read straight from the store (storedText)', () => {
  /** Every key of a namespace's texts, as the code writes them (`area.key`). */
  const keysOf = (texts: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(texts).flatMap(([key, value]) => (value !== null && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`]));

  it("gives i18next's own text for every key of the console's texts, in every language", async () => {
    const dir = path.resolve(import.meta.dirname, '../../locales');
    const languages = fs.readdirSync(dir);
    const namespaces = fs.readdirSync(path.join(dir, 'en')).map((file) => file.replace(/\.json$/, ''));
    const resources = Object.fromEntries(
      languages.map((language) => [language, Object.fromEntries(namespaces.filter((ns) => fs.existsSync(path.join(dir, language, `${ns}.json`))).map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(dir, language, `${ns}.json`), 'utf8')) as Record<string, unknown>]))]),
    );
    // the app's settings (src/app/i18n.ts), one instance as i18next is and one memoized
    const make = async () => {
      const instance = createInstance();
      await instance.init({ lng: 'en', fallbackLng: 'en', ns: namespaces, defaultNS: 'common', nsSeparator: '.', keySeparator: '.', returnNull: false, interpolation: { escapeValue: false }, resources });
      return instance;
    };
    const plain = await make();
    const memoized = await make();
    memoizePlainTranslations(memoized);
    const keys = namespaces.flatMap((ns) => keysOf(resources.en![ns]!).map((key) => `${ns}.${key}`));
    // namespaced keys and the same keys without their namespace, through a t of each kind
    const asked = [...keys, ...keys.map((key) => key.slice(key.indexOf('.') + 1)), 'common.nothing.here', 'users', 'users.list'];
    for (const language of languages) {
      for (const ns of ['common', 'widgets', 'users']) {
        const expected = plain.getFixedT(language, ns);
        const actual = memoized.getFixedT(language, ns);
        const differing = asked.filter((key) => actual(key) !== expected(key));
        expect(differing, `${language}/${ns}`).toEqual([]);
      }
    }
    // most texts are plain: i18next works out only the others (interpolated ones, plurals)
    const fresh = await make();
    memoizePlainTranslations(fresh);
    const translate = vi.spyOn((fresh as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator, 'translate');
    const t = fresh.getFixedT('ru', 'common');
    for (const key of keys) t(key);
    expect(translate.mock.calls.length).toBeLessThan(keys.length / 4);
  });
});
