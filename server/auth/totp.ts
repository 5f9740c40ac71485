import { authenticator } from 'otplib';

// One step of clock drift either way is accepted, as most authenticator apps expect.
authenticator.options = { window: 1 };

export function verifyTotp(secret: string, code: string): boolean {
  try {
    return authenticator.check(code, secret);
  } catch {
    return false;
  }
}

export function currentTotp(secret: string): string {
  return authenticator.generate(secret);
}
