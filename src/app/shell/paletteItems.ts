import type { UserSearchItem } from '../../api/sessionTypes.ts';

export interface PaletteItem {
  id: string;
  label: string;
  path: string;
}

export interface PaletteScreen {
  label: string;
  path: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMERIC = /^\d+$/;

/**
 * The palette's items for a query: "Open user #id" for a number (the id itself needs no
 * lookup), the user a name lookup found when its first result matches exactly (spec 1 §5),
 * then every accessible screen whose name contains the query.
 */
export function paletteItems(
  query: string,
  screens: readonly PaletteScreen[],
  lookup: readonly UserSearchItem[] | undefined,
  t: Translate,
): PaletteItem[] {
  const text = query.trim();
  const users: PaletteItem[] = [];
  if (NUMERIC.test(text)) {
    const id = Number(text);
    const found = lookup?.find((user) => user.id === id);
    users.push({
      id: `user-${id}`,
      label: found ? t('shell.palette.openUserNamed', { id, name: found.userName }) : t('shell.palette.openUser', { id }),
      path: `/user/${id}`,
    });
  } else if (text) {
    const first = lookup?.[0];
    if (first && first.userName === text) {
      users.push({
        id: `user-${first.id}`,
        label: t('shell.palette.openUserNamed', { id: first.id, name: first.userName }),
        path: `/user/${first.id}`,
      });
    }
  }
  const needle = text.toLocaleLowerCase();
  const matching = screens
    .filter((screen) => !needle || screen.label.toLocaleLowerCase().includes(needle))
    .map((screen) => ({ id: `screen-${screen.path}`, label: screen.label, path: screen.path }));
  return [...users, ...matching];
}
