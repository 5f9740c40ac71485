import type { ComponentType } from 'react';
import { AdminManagementPage } from './AdminManagementPage.tsx';
import './adminManagement.css';

/** The admin-management screen group (one lazy chunk). */
export const screens: Partial<Record<string, ComponentType>> = {
  adminManagement: AdminManagementPage,
};
