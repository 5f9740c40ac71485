import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client handed in from outside (tests pass their own). Only its type is imported
 * here: TanStack Query itself loads with the signed-in shell, not with the login page.
 */
export const ProvidedQueryClient = createContext<QueryClient | null>(null);
