import { Navigate } from 'react-router-dom';
import { StartFailed, StartScreen } from '../shell/StartScreen.tsx';
import { useSessionPhase } from '../session/SessionContext.tsx';
import { ChunkBoundary } from './ChunkBoundary.tsx';
import type { Section } from './routeTable.ts';
import { loadShell, ShellChunkContext } from './shellChunk.tsx';

/** The shell route "/": the console when signed in, otherwise the start screens or the login page. */
export function ShellRoute({ sections }: { sections: readonly Section[] }) {
  const phase = useSessionPhase();
  if (phase === 'authenticated') {
    return (
      <ChunkBoundary cacheKey="shell" load={loadShell}>
        {(shell) => (
          <ShellChunkContext.Provider value={shell}>
            <shell.Shell sections={sections} />
          </ShellChunkContext.Provider>
        )}
      </ChunkBoundary>
    );
  }
  if (phase === 'starting') return <StartScreen />;
  if (phase === 'startFailed') return <StartFailed />;
  return <Navigate to="/login" replace />;
}
