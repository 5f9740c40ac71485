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
    expect(t('shop.cart.title')).toBe('Cart');
    expect(t('shop.cart.title')).toBe('Cart');
    expect(translate).toHaveBeenCalledTimes(1);
    // with values: i18next every time
    expect(t('shop.cart.items', { count: 2 })).toBe('2 items');
    expect(t('shop.cart.items', { count: 3 })).toBe('3 items');
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
