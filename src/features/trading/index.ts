import type { ComponentType } from 'react';
import { TradingPage } from './TradingPage.tsx';
import './trading.css';

/** The trading screen group (one lazy chunk): orders, trades, order book and individual settings. */
export const screens: Partial<Record<string, ComponentType>> = {
  trading: TradingPage,
};
