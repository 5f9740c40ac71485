import type { ComponentType } from 'react';
import { RequisitesAndDevicesPage } from './RequisitesAndDevicesPage.tsx';
import { TradersOrdersPage } from './TradersOrdersPage.tsx';
import '../../components/listPage.css';
import './traders.css';

/** The traders screen group (one lazy chunk); tabs not built yet show "not available yet". */
export const screens: Partial<Record<string, ComponentType>> = {
  'traders-orders': TradersOrdersPage,
  'traders-requisites-and-devices': RequisitesAndDevicesPage,
};
