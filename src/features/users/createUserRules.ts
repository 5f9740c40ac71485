import { isValidPassword } from '../../domain/password.ts';
import { isValidUserName } from '../../domain/users.ts';

/** A practical e-mail check (the server validates for real). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateUserForm {
  email: string;
  userName: string;
  password: string;
}

/** i18n keys of the problems of a create-user form, by field (spec 1 §5); empty when valid. */
export function createUserProblems(form: CreateUserForm): Partial<Record<keyof CreateUserForm, string>> {
  const problems: Partial<Record<keyof CreateUserForm, string>> = {};
  const email = form.email.trim();
  if (!email) problems.email = 'users.create.required';
  else if (!EMAIL.test(email)) problems.email = 'users.create.invalidEmail';
  if (!form.userName.trim()) problems.userName = 'users.create.required';
  else if (!isValidUserName(form.userName.trim())) problems.userName = 'users.errors.invalidUserName';
  if (!form.password) problems.password = 'users.create.required';
  else if (!isValidPassword(form.password)) problems.password = 'users.create.passwordRule';
  return problems;
}
