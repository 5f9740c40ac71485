/** A practical e-mail check: something@something.tld, no spaces (the server validates for real). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AUTH_CODE = /^\d{6}$/;

/** i18n key of the problem with the e-mail field, or null. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'login.validation.required';
  return EMAIL.test(email.trim()) ? null : 'login.validation.email';
}

export function passwordProblem(password: string): string | null {
  return password ? null : 'login.validation.required';
}

export function authCodeProblem(code: string): string | null {
  if (!code.trim()) return 'login.validation.required';
  return AUTH_CODE.test(code.trim()) ? null : 'login.validation.authCode';
}
