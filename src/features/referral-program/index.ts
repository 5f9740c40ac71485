import type { ComponentType } from 'react';
import { ReferralProgramPage } from './ReferralProgramPage.tsx';
import './referralProgram.css';

/** The referral program screen group (one lazy chunk). */
export const screens: Partial<Record<string, ComponentType>> = {
  referralProgram: ReferralProgramPage,
};
