import crypto from 'node:crypto';

/** 32 random bytes, base64url: opaque to the client; only its SHA-256 hash is stored. */
export function newAccessToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
