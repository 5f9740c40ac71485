import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server project runs its files without isolation (vite.config.ts, `isolate: false`): a worker
// imports the server once and runs file after file in it. That is safe only while no server test
// changes what the next file in the same worker would see: a module mock, a stubbed global or
// environment variable, or a fake clock. A test that needs one belongs in a project of its own.
const root = path.resolve(import.meta.dirname, '../..');
const LEAKING = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\s*\(|process\.env\.\w+\s*=[^=]|delete process\.env/;

function serverTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name)) found.push(full);
    }
  };
  for (const dir of ['server', 'tests/server', 'tests/contract']) walk(path.join(root, dir));
  return found.filter((file) => file.endsWith('.test.ts') || file.startsWith(path.join(root, 'tests')));
}

describe('server tests share their worker', () => {
  it('no server test file mocks a module, stubs a global or the environment, or fakes the clock', () => {
    const leaking = serverTestFiles()
      .filter((file) => file !== import.meta.filename)
      .filter((file) => LEAKING.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(leaking).toEqual([]);
  });

  it('the check finds such a call', () => {
    expect(LEAKING.test("vi.mock('../../server/db/database.ts')")).toBe(true);
    expect(LEAKING.test('vi.useFakeTimers({ now: 0 })')).toBe(true);
    expect(LEAKING.test("process.env.TZ = 'UTC'")).toBe(true);
    expect(LEAKING.test('vi.fn()')).toBe(false);
    expect(LEAKING.test("process.env.TZ === 'UTC'")).toBe(false);
  });
});
