import type { ComponentType } from 'react';

/**
 * The dashboard screen group (one lazy chunk). Its screens are not built yet: the shell shows
 * "This section is not available yet" for every route name missing here.
 */
export const screens: Partial<Record<string, ComponentType>> = {};
