import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The routed screen's heading (ScreenPage), and the main region when a screen has none. */
export const SCREEN_TITLE_ID = 'console-screen-title';
const MAIN_ID = 'console-main';

/**
 * Moves the keyboard focus to the new screen's heading when the path changes (a menu link, the
 * palette, opening a row, the browser's Back), so a keyboard or screen-reader user starts on the
 * screen they asked for instead of the body or a link that is gone. Not on the shell's first
 * render (a reload, the screen after sign-in), not when only the query changes (typing a search,
 * paging), and not while the focus is in a tab menu that changed the path (arrow keys go on
 * moving between its tabs).
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active?.isConnected && active.closest('[role="tablist"]')) return;
    (document.getElementById(SCREEN_TITLE_ID) ?? document.getElementById(MAIN_ID))?.focus();
  }, [pathname]);
  return null;
}
