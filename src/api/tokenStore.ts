/**
 * The access token, kept in local storage (spec 1 §9) so a reload keeps the session. Every
 * client reads it on each request; the session clears it on logout and on expiry.
 */
/** The local-storage key of the token; the build's early script (scripts/vite/shellPreload.ts) reads it too. */
export const TOKEN_KEY = 'accessToken';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
