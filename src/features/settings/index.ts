import type { ComponentType } from 'react';
import { EmailSettingsPage } from './EmailSettingsPage.tsx';
import './settings.css';

/** The settings screen group (one lazy chunk); the other tabs still show "not available yet". */
export const screens: Partial<Record<string, ComponentType>> = {
  'settings-email': EmailSettingsPage,
};
