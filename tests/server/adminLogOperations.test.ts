import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminLogOperationsSource } from '../../scripts/generateAdminLogOperations.ts';
import { ADMIN_LOG_AREAS, LOGGED_OPERATIONS } from '../../src/domain/adminLogOperations.ts';
import { loadContract } from '../../server/http/contracts.ts';

const LOCALES = ['en', 'ru', 'zh', 'es', 'et', 'tr'];
const texts = (lng: string) => JSON.parse(fs.readFileSync(path.join('locales', lng, 'adminManagement.json'), 'utf8')) as Record<string, Record<string, string>>;

/** Issue 25 item 12: the admin log says every action in words, in every language the console speaks. */
describe('the admin log names every operation that writes it', () => {
  it('keeps src/domain/adminLogOperations.ts generated from the contracts (npx tsx scripts/generateAdminLogOperations.ts)', () => {
    expect(fs.readFileSync(path.join('src', 'domain', 'adminLogOperations.ts'), 'utf8')).toBe(adminLogOperationsSource());
    expect(Object.keys(LOGGED_OPERATIONS).length).toBeGreaterThan(190);
  });

  it.each(LOCALES)('has a text for every logged operation and area in %s', (lng) => {
    const { operations = {}, areas = {} } = texts(lng);
    const missing = [
      ...Object.keys(LOGGED_OPERATIONS).filter((id) => !operations[id]?.trim()),
      ...Object.keys(ADMIN_LOG_AREAS).filter((area) => !areas[area]?.trim()),
    ];
    expect(missing).toEqual([]);
    if (lng !== 'en') {
      // real translations, not English copies (a few words are the same in both, such as "Staking")
      const en = texts('en').operations!;
      const copied = Object.keys(LOGGED_OPERATIONS).filter((id) => operations[id] === en[id]);
      expect(copied).toEqual([]);
    }
  });

  it('offers in the contract exactly the areas the console lists', () => {
    const paths = loadContract('v2').paths as Record<string, { post: { requestBody: { content: { 'application/json': { schema: { properties: { area: { enum: string[] } } } } } } } }>;
    const area = paths['/User/GetAdminLogs']!.post.requestBody.content['application/json'].schema.properties.area;
    expect(area.enum).toEqual(Object.keys(ADMIN_LOG_AREAS));
  });
});
