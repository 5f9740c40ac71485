import { MenuItem } from '@blueprintjs/core';
import { Omnibar } from '@blueprintjs/select';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { lookupUsers } from '../../api/userLookup.ts';
import { paletteScreens } from '../routes/navigation.ts';
import type { Section } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';
import { paletteItems, type PaletteItem } from './paletteItems.ts';

const LOOKUP_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface CommandPaletteProps {
  isOpen: boolean;
  onClose: () => void;
  sections: readonly Section[];
}

/**
 * Ctrl+K / ⌘K: every accessible screen by its translated name, and "Open user #id" for a
 * number or an exact user name. The user lookup may be unavailable (501): then only a numeric
 * id is offered.
 */
export function CommandPalette({ isOpen, onClose, sections }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useCurrentAdmin();
  const [query, setQuery] = useState('');
  const searchString = useDebounced(query.trim(), LOOKUP_DELAY_MS);

  const lookup = useQuery({
    queryKey: ['commandPalette', 'users', searchString],
    queryFn: ({ signal }) => lookupUsers(searchString, signal),
    enabled: isOpen && searchString.length > 0,
    retry: false,
    staleTime: 30_000,
  });

  const screens = useMemo(
    () =>
      paletteScreens(sections, admin.adminStatus).map(({ section, route }) => ({
        path: route.path,
        label: section.screens.length > 1 ? `${t(section.titleKey)} › ${t(route.titleKey)}` : t(section.titleKey),
      })),
    [sections, admin.adminStatus, t],
  );
  const items = useMemo(
    () => paletteItems(query, screens, lookup.isError ? undefined : lookup.data, t),
    [query, screens, lookup.isError, lookup.data, t],
  );

  // Escape gives the focus back to where it was; a chosen screen takes it (its heading), so the
  // closing overlay must not hand it back afterwards.
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    if (isOpen) setChosen(false);
  }, [isOpen]);

  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Omnibar<PaletteItem>
      isOpen={isOpen}
      onClose={close}
      items={items}
      query={query}
      onQueryChange={setQuery}
      itemListPredicate={(_query, list) => list}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem
          key={item.id}
          ref={ref}
          text={item.label}
          active={modifiers.active}
          onClick={handleClick}
          onFocus={handleFocus}
          roleStructure="listoption"
        />
      )}
      overlayProps={{ shouldReturnFocusOnClose: !chosen }}
      onItemSelect={(item) => {
        setChosen(true);
        close();
        navigate(item.path);
      }}
      noResults={<MenuItem disabled text={t('shell.palette.noResults')} roleStructure="listoption" />}
      inputProps={{ placeholder: t('shell.palette.placeholder'), 'aria-label': t('shell.palette.label') }}
      resetOnSelect
    />
  );
}
