import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { errorReasonOf } from '../../../domain/errorMessage.ts';
import type { ErrorReason } from '../../../domain/errorReasons.ts';
import { errorText as sharedErrorText } from '../../../components/errorText.ts';

/** The id of the user in focus, from the route `/user/:id…`; NaN when the path holds no number. */
export function useUserId(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? '') ? Number(id) : Number.NaN;
}

/** Formats instants as DD.MM.YYYY HH:mm:ss in the signed-in admin's time zone. */
export function useDateTime(): (value: string | null | undefined) => string {
  const { data: admin } = useQuery(sessionQueries.currentAdmin());
  const timeZone = admin?.settings.timezone;
  return useCallback((value) => (value ? formatDateTime(value, timeZone || undefined) : '—'), [timeZone]);
}

// Reasons of the users area that this namespace translates (the en text is the spec's).
const KNOWN_REASONS: Partial<Record<ErrorReason, string>> = {
  invalidIp: 'userDetail.errors.invalidIp',
  ipAlreadyListed: 'userDetail.errors.ipAlreadyListed',
  ipNotListed: 'userDetail.errors.ipNotListed',
  identificatorEmpty: 'userDetail.errors.identificatorEmpty',
  languageNotAllowed: 'userDetail.errors.languageNotAllowed',
  lastNfa: 'userDetail.errors.lastNfa',
  nfaNotEnabled: 'userDetail.errors.nfaNotEnabled',
  nfaAlreadyEnabled: 'userDetail.errors.nfaAlreadyEnabled',
  actionImpossible: 'userDetail.errors.actionImpossible',
  limitNeedsAmount: 'userDetail.errors.limitNeedsAmount',
  unexpected: 'userDetail.errors.unexpected',
};

/** The text to show for a failed call: our translation of a known reason, else the shared lookup. */
export function errorText(error: unknown, t: TFunction): string {
  const key = KNOWN_REASONS[errorReasonOf(error) as ErrorReason];
  if (key) return t(key);
  return sharedErrorText(error);
}

/** Shown instead of a tab when the route's id is not a user id. */
export function InvalidUser() {
  const { t } = useTranslation();
  return <NonIdealState title={t('userDetail.header.notFound')} />;
}

/** Labelled facts in the tabs' grid: each pair is an i18n key of the label and the value shown. */
export function FactGrid({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  const { t } = useTranslation();
  return (
    <dl className="user-detail-grid">
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
