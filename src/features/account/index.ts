import type { ComponentType } from 'react';
import { AccountPage } from './AccountPage.tsx';
import './account.css';

/** The account screen group (one lazy chunk): the signed-in admin's own account. */
export const screens: Partial<Record<string, ComponentType>> = {
  account: AccountPage,
};
