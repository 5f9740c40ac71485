import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { KeyCommand, Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './LanguageSelect.tsx';
import { RequestProgress } from './RequestProgress.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

interface HeaderProps {
  onOpenPalette: () => void;
  onOpenHotkeys: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The shell header: title, command palette, shortcuts, language, theme, request progress. */
export function Header({ onOpenPalette, onOpenHotkeys }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="console-header">
      <Navbar>
        <NavbarGroup align="left">
          <NavbarHeading>{t('shell.title')}</NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align="right">
          <Button variant="minimal" icon={<Search />} onClick={onOpenPalette} aria-keyshortcuts="Control+K Meta+K">
            {t('shell.palette.open')} <kbd className="console-kbd">{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
          </Button>
          <Button variant="minimal" icon={<KeyCommand />} onClick={onOpenHotkeys} aria-label={t('shell.hotkeys.help')} aria-keyshortcuts="?" />
          <NavbarDivider />
          <LanguageSelect />
          <ThemeToggle />
        </NavbarGroup>
      </Navbar>
      <RequestProgress />
    </header>
  );
}
