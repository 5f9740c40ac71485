import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with its defaults (19 MiB, 2 passes): OWASP's
 * recommended minimum. A test checks the stored hashes start with $argon2id$.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of nothing anyone knows: verified against when the e-mail is unknown, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
