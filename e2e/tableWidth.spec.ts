import { expect, test } from '@playwright/test';
import { SHELL_CHROME_WIDTH } from '../src/components/dataTableMeasure.ts';
import { signInAs } from './support.ts';

// A list's first table of a load starts at the window's width less the shell's chrome (the side
// menu and the main area's padding) when nothing measured is remembered: a first visit, or a
// window of another width. That width must be the one the page lays out, or the table is drawn
// at a wrong width first and then again (src/components/dataTableMeasure.ts, issue 27).

for (const width of [1440, 1100]) {
  test(`a list's table region is the window less the shell's chrome at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin@demo.local', { from: '/users' });
    const region = page.getByRole('region', { name: 'Users table' });
    await expect(region.getByRole('link', { name: /^Open user / }).first()).toBeVisible();
    const box = await region.boundingBox();
    expect(Math.floor(box!.width)).toBe(width - SHELL_CHROME_WIDTH);
    // what the next load starts at: the same width, remembered with the window's
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('dataTable.regionWidth'))) ?? '[0, 0]')).toEqual([width - SHELL_CHROME_WIDTH, width]);
  });
}
