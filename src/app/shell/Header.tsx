import { Button, HotkeysContext, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { KeyCommand, Search } from '@blueprintjs/icons';
import { memo, useContext } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { RequestProgress } from './RequestProgress.tsx';
import { TechnicalWorkNotice } from './TechnicalWorkNotice.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

interface HeaderProps {
  onOpenPalette: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The shortcuts button. It alone reads the hotkeys context, which changes whenever a screen
 * registers or drops a shortcut (a table does on every page), so nothing else re-renders then.
 */
function HotkeysButton() {
  const { t } = useTranslation();
  const [, dispatchHotkeys] = useContext(HotkeysContext);
  return (
    <Button variant="minimal" icon={<KeyCommand />} onClick={() => dispatchHotkeys({ type: 'OPEN_DIALOG' })} aria-label={t('shell.hotkeys.help')} aria-keyshortcuts="?" />
  );
}

/** The shell header: title, what technical work has stopped, command palette, shortcuts, language, theme, request progress. */
export const Header = memo(function Header({ onOpenPalette }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="console-header">
      <Navbar>
        <NavbarGroup align="left">
          <NavbarHeading>{t('shell.title')}</NavbarHeading>
          <TechnicalWorkNotice />
        </NavbarGroup>
        <NavbarGroup align="right">
          <Button variant="minimal" icon={<Search />} onClick={onOpenPalette} aria-keyshortcuts="Control+K Meta+K">
            {t('shell.palette.open')} <kbd className="console-kbd">{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
          </Button>
          <HotkeysButton />
          <NavbarDivider />
          <LanguageSelect />
          <ThemeToggle />
        </NavbarGroup>
      </Navbar>
      <RequestProgress />
    </header>
  );
});
