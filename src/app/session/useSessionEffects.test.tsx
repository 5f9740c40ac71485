import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { createI18n } from '../i18n.ts';
import { useSessionEffects } from './useSessionEffects.ts';

// no admin yet: the stored theme and the interface language are what the effects follow
vi.mock('./SessionContext.tsx', () => ({ useSession: (select: (snapshot: { context: { admin: null } }) => unknown) => select({ context: { admin: null } }) }));

function Effects() {
  useSessionEffects();
  return null;
}

/** The values written into the page's `lang` attribute while `body` runs, one per write. */
async function langWritesDuring(body: () => Promise<void> | void): Promise<string[]> {
  const writes: string[] = [];
  const observed = (records: MutationRecord[]) => writes.push(...records.map(() => document.documentElement.lang));
  const observer = new MutationObserver(observed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  await body();
  observed(observer.takeRecords());
  observer.disconnect();
  return writes;
}

beforeAll(async () => {
  await createI18n('en');
});

describe('useSessionEffects: the page language', () => {
  it('leaves <html lang> alone when it already names the language (a write restyles the whole page in Chromium)', async () => {
    document.documentElement.lang = 'en';
    const writes = await langWritesDuring(() => {
      render(<Effects />);
    });
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes a new language into <html lang>', async () => {
    document.documentElement.lang = 'en';
    render(<Effects />);
    const writes = await langWritesDuring(async () => {
      await act(async () => {
        await i18next.changeLanguage('ru');
      });
    });
    expect(writes).toEqual(['ru']);
    expect(document.documentElement.lang).toBe('ru');
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });
});
