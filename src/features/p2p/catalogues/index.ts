import './catalogues.css';

export { ChatOptionsPage } from './ChatOptionsPage.tsx';
export { FeesPage } from './FeesPage.tsx';
export { GroupsPage } from './GroupsPage.tsx';
export { LimitsPage } from './LimitsPage.tsx';
export { LocalisationPage } from './LocalisationPage.tsx';
export { PaymentMethodsPage } from './PaymentMethodsPage.tsx';
export { RatesPage } from './RatesPage.tsx';
export { TurnoverPage } from './TurnoverPage.tsx';
