import i18next, { type TFunction } from 'i18next';
import { ApiError } from '../../api/apiError.ts';
import { isTraderStatus, type TraderAction, type TradersListKind } from '../../domain/traders.ts';
import { errorText } from '../../components/errorText.ts';

/**
 * The v1 failure of an action on an exchange order or transaction (spec 2 §8), in the admin's
 * language: 'The exchange order has not been cancelled: …'. A refusal by status (reason
 * statusForbidsAction) carries the status the server found (the row on screen may be older), named
 * in the sentence in lower case; any other failure is its reason's text (errorText).
 */
export function actionFailedText(t: TFunction, kind: TradersListKind, action: TraderAction, error: unknown): string {
  const status = error instanceof ApiError ? error.params.status : undefined;
  const why =
    typeof status === 'string' && isTraderStatus(status)
      ? t(`traders.refusal.${kind}.${action}`, { status: t(`traders.status.${status}`).toLocaleLowerCase(i18next.resolvedLanguage) })
      : errorText(error);
  return t(`traders.failed.${kind}.${action}`, { error: why });
}
