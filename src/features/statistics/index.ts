import type { ComponentType } from 'react';
import { FeesPage } from './FeesPage.tsx';
import { GrossProfitPage } from './GrossProfitPage.tsx';
import { RefProgramPage } from './RefProgramPage.tsx';
import { StakingPage } from './StakingPage.tsx';
import { SystemStatusPage } from './SystemStatusPage.tsx';
import { TradeTurnoverPage } from './TradeTurnoverPage.tsx';
import { UsersStatsPage } from './UsersStatsPage.tsx';
import { WdTurnoverPage } from './WdTurnoverPage.tsx';
import './statistics.css';

/** The statistics screen group (one lazy chunk, the only one besides the dashboard with echarts): its eight tabs. */
export const screens: Partial<Record<string, ComponentType>> = {
  statistics: SystemStatusPage,
  'statistics-gross-profit': GrossProfitPage,
  'statistics-wd-turnover': WdTurnoverPage,
  'statistics-trade-turnover': TradeTurnoverPage,
  'statistics-fees': FeesPage,
  'statistics-ref-program': RefProgramPage,
  'statistics-staking': StakingPage,
  'statistics-users': UsersStatsPage,
};
