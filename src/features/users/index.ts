import type { ComponentType } from 'react';
import { UsersPage } from './UsersPage.tsx';

/** The users screen group (one lazy chunk): the users list. Its first query: prefetch.ts. */
export const screens: Partial<Record<string, ComponentType>> = { users: UsersPage };
