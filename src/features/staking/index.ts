import type { ComponentType } from 'react';
import { StakingPage } from './StakingPage.tsx';
import './staking.css';

/** The staking screen group (one lazy chunk): settings and logs. */
export const screens: Partial<Record<string, ComponentType>> = {
  staking: StakingPage,
};
