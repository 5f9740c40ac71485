/**
 * Staff and user password rule (spec 1 §5, spec 3 §5): 8 to 64 characters, at least one digit,
 * one lowercase and one uppercase Latin letter, no spaces; special characters optional.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,64}$/;

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** Generated passwords: 8-16 characters of letters, digits and underscore satisfying the rule. */
export function generatePassword(random: () => number = Math.random, length = 12): string {
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = lower.toUpperCase();
  const digits = '0123456789';
  const all = lower + upper + digits + '_';
  const size = Math.min(16, Math.max(8, length));
  const pick = (set: string) => set[Math.floor(random() * set.length)] ?? set[0]!;
  for (;;) {
    const chars = [pick(lower), pick(upper), pick(digits)];
    while (chars.length < size) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const candidate = chars.join('');
    if (isValidPassword(candidate)) return candidate;
  }
}
