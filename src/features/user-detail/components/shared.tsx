import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useParams } from 'react-router-dom';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { formatDateTime } from '../../../domain/dates.ts';

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

/** The e-mail of an admin by id, from the session's admin list (undefined for one it does not hold): who set a row of a user's history. */
export function useAdminEmail(): (adminId: number) => string | undefined {
  const admins = useQuery(sessionQueries.admins()).data;
  return useMemo(() => {
    const emails = new Map((admins ?? []).map((a) => [a.id, a.email]));
    return (adminId: number) => emails.get(adminId);
  }, [admins]);
}

export { errorText } from '../refusal.ts';

/** A section's columns with its row actions last, only for an admin the access table lets act on the rows. */
export function withRowActions<Row>(columns: DataTableColumn<Row>[], allowed: boolean, width: number, render: (row: Row) => ReactNode): DataTableColumn<Row>[] {
  return allowed ? [...columns, { key: 'actions', header: 'userDetail.actions', width, render }] : columns;
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
