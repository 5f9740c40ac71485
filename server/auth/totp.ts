import { authenticator } from 'otplib';

// One step of clock drift either way is accepted, as most authenticator apps expect.
authenticator.options = { window: 1 };

const STEP_SECONDS = 30;

/**
 * The time step (Unix seconds / 30) a code belongs to, or null when it is not a code of the
 * current step or of one step either side. Sign-in stores the step it accepted, so the same code
 * (or an older one) cannot be used again (issue 23).
 */
export function totpStepOf(secret: string, code: string, nowMs: number = Date.now()): number | null {
  try {
    const delta = authenticator.clone({ epoch: nowMs }).checkDelta(code, secret);
    return delta === null ? null : Math.floor(nowMs / 1000 / STEP_SECONDS) + delta;
  } catch {
    return null;
  }
}

export function currentTotp(secret: string): string {
  return authenticator.generate(secret);
}
