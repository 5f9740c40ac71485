/** Screen chunks that take longer fail (spec 1 §9: chunk load time-out 120 seconds). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen chunk failed to load or timed out; style-sheet failures carry CSS_CHUNK_LOAD_FAILED. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code: 'CSS_CHUNK_LOAD_FAILED' | undefined;

  constructor(message: string, code?: 'CSS_CHUNK_LOAD_FAILED') {
    super(message);
    this.code = code;
  }
}

function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // Vite rejects the import with "Unable to preload CSS for …" when a style sheet fails
  return new ChunkLoadError(message, /preload CSS/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : undefined);
}

/** Runs a chunk import, rejecting with ChunkLoadError on failure or after `timeoutMs`. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}
