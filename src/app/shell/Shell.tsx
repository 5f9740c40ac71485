import { HotkeysContext } from '@blueprintjs/core';
import { useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '../routes/routeTable.ts';
import { AccessGuard } from './AccessGuard.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { Header } from './Header.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { ShellHotkeys } from './ShellHotkeys.tsx';
import { SideNav } from './SideNav.tsx';
import { SignedInProviders } from './SignedInProviders.tsx';
import './shell.css';

// the shell route hands this to the routed screens (routes/shellChunk.tsx)
export { ScreenPage } from './ScreenPage.tsx';

/** The signed-in console: its providers around the layout. */
export function Shell({ sections }: { sections: readonly Section[] }) {
  return (
    <SignedInProviders>
      <ShellLayout sections={sections} />
    </SignedInProviders>
  );
}

/** The signed-in layout: header, left navigation, the routed screen, and the shell's dialogs. */
function ShellLayout({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [, dispatchHotkeys] = useContext(HotkeysContext);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  return (
    <div className="console-shell">
      <a className="console-skip-link" href="#console-main">
        {t('shell.skipToContent')}
      </a>
      <Header onOpenPalette={openPalette} onOpenHotkeys={() => dispatchHotkeys({ type: 'OPEN_DIALOG' })} />
      <div className="console-body">
        <SideNav sections={sections} />
        <main id="console-main" className="console-main" tabIndex={-1}>
          <AccessGuard />
        </main>
      </div>
      <CommandPalette isOpen={paletteOpen} onClose={() => setPaletteOpen(false)} sections={sections} />
      <ShellHotkeys onOpenPalette={openPalette} />
      <LogoutDialog />
    </div>
  );
}
