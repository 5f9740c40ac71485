import type { ComponentType } from 'react';
import { FrontConfigPage } from './FrontConfigPage.tsx';
import './frontConfig.css';

/** The front-config screen group (one lazy chunk). */
export const screens: Partial<Record<string, ComponentType>> = {
  frontConfig: FrontConfigPage,
};
