import type { ComponentType } from 'react';
import { EmailSettingsPage } from './EmailSettingsPage.tsx';
import { LimitsSettingsPage } from './LimitsSettingsPage.tsx';
import { NotificationsSettingsPage } from './NotificationsSettingsPage.tsx';
import { TechnicalSettingsPage } from './TechnicalSettingsPage.tsx';
import { WatermarkSettingsPage } from './WatermarkSettingsPage.tsx';
import './settings.css';

/** The settings screen group (one lazy chunk). */
export const screens: Partial<Record<string, ComponentType>> = {
  'settings-technical': TechnicalSettingsPage,
  'settings-email': EmailSettingsPage,
  'settings-notifications': NotificationsSettingsPage,
  'settings-limits': LimitsSettingsPage,
  'settings-watermark': WatermarkSettingsPage,
};
