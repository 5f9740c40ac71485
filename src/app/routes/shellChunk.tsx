import { createContext, useContext } from 'react';
import { loadAllNamespaces } from '../i18n.ts';
import type { ScreenRoute, Section } from './routeTable.ts';

// The signed-in shell is its own chunk: the login page loads neither it nor Blueprint's JavaScript,
// nor the texts of the screens (fetched beside the chunk, not after it).
export const importShell = () => import('../shell/Shell.tsx');
export const loadShell = () => Promise.all([importShell(), loadAllNamespaces()]).then(([shell]) => shell);

export type ShellChunk = Awaited<ReturnType<typeof loadShell>>;

/** The loaded shell chunk, provided by the shell route to the screens routed inside it. */
export const ShellChunkContext = createContext<ShellChunk | null>(null);

/**
 * A routed screen. The route table is built before sign-in, so it names this light element;
 * the screen page itself (heading, tabs, the feature's chunk) comes from the shell's chunk,
 * which the shell route has loaded before it renders any child route.
 */
export function RoutedScreen({ section, route }: { section: Section; route: ScreenRoute }) {
  const shell = useContext(ShellChunkContext);
  return shell ? <shell.ScreenPage section={section} route={route} /> : null;
}
