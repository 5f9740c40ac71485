import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import type { Section } from '../routes/routeTable.ts';
import { AccessGuard } from './AccessGuard.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { FocusOnNavigation } from './FocusOnNavigation.tsx';
import { Header } from './Header.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { ShellHotkeys } from './ShellHotkeys.tsx';
import { SideNav } from './SideNav.tsx';
import { SignedInProviders } from './SignedInProviders.tsx';
import './shell.css';

// The palette (Omnibar, its query list, the user lookup) loads on the first Ctrl+K, not with every screen.
const CommandPalette = lazy(() => import('./CommandPalette.tsx').then((module) => ({ default: module.CommandPalette })));

// the shell route hands this to the routed screens (routes/shellChunk.tsx)
export { ScreenPage } from './ScreenPage.tsx';
// the warm-up of a reload makes the query cache before the shell renders (routes/warmUp.ts)
export { earlyQueryClient } from './earlyQueryClient.ts';

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
  // once opened the palette stays mounted, so closing it keeps Blueprint's exit transition
  const [paletteOpened, setPaletteOpened] = useState(false);
  const openPalette = useCallback(() => {
    setPaletteOpened(true);
    setPaletteOpen(true);
  }, []);
  return (
    <div className="console-shell">
      <a className="console-skip-link" href="#console-main">
        {t('shell.skipToContent')}
      </a>
      <Header onOpenPalette={openPalette} />
      <div className="console-body">
        <SideNav sections={sections} />
        <main id="console-main" className="console-main" tabIndex={-1}>
          <ConnectionBanner />
          <AccessGuard sections={sections} />
        </main>
      </div>
      {paletteOpened ? (
        <Suspense fallback={null}>
          <CommandPalette isOpen={paletteOpen} onClose={() => setPaletteOpen(false)} sections={sections} />
        </Suspense>
      ) : null}
      <ShellHotkeys onOpenPalette={openPalette} />
      {/* after the screen and the palette, so its effect sees the new heading */}
      <FocusOnNavigation />
      <LogoutDialog />
    </div>
  );
}
