import type { ComponentType } from 'react';
import { ReportsPage } from './ReportsPage.tsx';

/** The reports screen group (one lazy chunk): the list of ordered reports, ordering and downloading. */
export const screens: Partial<Record<string, ComponentType>> = {
  reports: ReportsPage,
};
