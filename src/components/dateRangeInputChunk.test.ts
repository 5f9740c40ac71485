import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from './testing/i18n.ts';

// No shared widget setup here: it loads every calendar locale first, which would hide whether the
// chunk loads one.

describe("the date inputs' lazy chunks", () => {
  afterEach(async () => {
    vi.resetModules();
    await i18next.changeLanguage('en');
  });

  it("arrive with the calendar's texts in the interface language, so the input's first render is its last", async () => {
    initTestI18n();
    await i18next.changeLanguage('ru');
    vi.resetModules();
    const { dateFnsLocaleOf } = await import('./dateFnsLocale.ts');
    expect(dateFnsLocaleOf('ru')).toBe('ru');
    const { loadDateRangeInput } = await import('./dateRangeInputChunk.ts');
    await loadDateRangeInput();
    const locale = dateFnsLocaleOf('ru');
    expect(typeof locale).toBe('object');
    expect((locale as { code?: string }).code).toBe('ru');
    // only the language in use
    expect(dateFnsLocaleOf('tr')).toBe('tr');
  });
});
