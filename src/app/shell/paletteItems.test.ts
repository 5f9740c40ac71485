import { paletteItems } from './paletteItems.ts';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const SCREENS = [
  { label: 'Users', path: '/users' },
  { label: 'Finance › Wallets', path: '/finance/wallets' },
];

describe('palette items', () => {
  it('lists every screen for an empty query', () => {
    expect(paletteItems('', SCREENS, undefined, t).map((item) => item.path)).toEqual(['/users', '/finance/wallets']);
  });

  it('filters screens by name, ignoring case', () => {
    expect(paletteItems('WALL', SCREENS, undefined, t).map((item) => item.path)).toEqual(['/finance/wallets']);
  });

  it('offers a numeric id without a lookup, named when the lookup knows it', () => {
    expect(paletteItems('42', SCREENS, undefined, t)[0]).toEqual({ id: 'user-42', label: 'shell.palette.openUser{"id":42}', path: '/user/42' });
    expect(paletteItems('42', SCREENS, [{ id: 42, userName: 'bob' }], t)[0]?.label).toBe('shell.palette.openUserNamed{"id":42,"name":"bob"}');
  });

  it('offers a user by name only when the first result matches exactly', () => {
    expect(paletteItems('ali', SCREENS, [{ id: 9, userName: 'alice' }], t).some((item) => item.path === '/user/9')).toBe(false);
    expect(paletteItems('alice', SCREENS, [{ id: 9, userName: 'alice' }], t)[0]?.path).toBe('/user/9');
    expect(paletteItems('alice', SCREENS, [{ id: 3, userName: 'alicia' }, { id: 9, userName: 'alice' }], t).some((item) => item.path.startsWith('/user/'))).toBe(false);
  });
});
