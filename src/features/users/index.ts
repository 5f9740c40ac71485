import type { ComponentType } from 'react';
import { prefetchUsersList } from './prefetch.ts';
import { UsersPage } from './UsersPage.tsx';

/** The users screen group (one lazy chunk): the users list. */
export const screens: Partial<Record<string, ComponentType>> = { users: UsersPage };

/** First queries started from the URL before the screen renders. */
export const prefetch = { users: prefetchUsersList };
