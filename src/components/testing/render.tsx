import { BlueprintProvider } from '@blueprintjs/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

function Providers({ children }: { children: ReactNode }) {
  return <BlueprintProvider>{children}</BlueprintProvider>;
}

/**
 * Renders a widget inside the providers the app has: Blueprint's (overlay stack, hotkeys,
 * portals). Each test gets its own overlay stack, so an overlay still animating out when a test
 * ends cannot keep the next test's dialog from being the top one (which alone takes Esc).
 */
export function renderWidget(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
