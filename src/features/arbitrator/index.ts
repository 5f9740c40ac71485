import type { ComponentType } from 'react';
import { DealCasePage } from './DealCasePage.tsx';
import { MyArbitrationPage } from './MyArbitrationPage.tsx';
import { OthersArbitrationPage } from './OthersArbitrationPage.tsx';
import './arbitrator.css';

/** The arbitrator screen group (one lazy chunk): the two lists and the case view. */
export const screens: Partial<Record<string, ComponentType>> = {
  arbitrator: MyArbitrationPage,
  'arbitrator-others': OthersArbitrationPage,
  'arbitrator-deal': DealCasePage,
};

