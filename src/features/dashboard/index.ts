import type { ComponentType } from 'react';
import { DashboardPage } from './DashboardPage.tsx';

/** The dashboard screen group (one lazy chunk, with echarts like statistics). */
export const screens: Partial<Record<string, ComponentType>> = {
  dashboard: DashboardPage,
};
