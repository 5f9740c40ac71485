import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';

/** A screen that is not built yet says so plainly and never shows invented data. */
export function NotAvailable() {
  const { t } = useTranslation();
  return <NonIdealState title={t('shell.screen.notAvailable')} />;
}
