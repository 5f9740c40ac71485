import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { formatDateTime } from '../../domain/dates.ts';

/** Formats instants in the signed-in admin's time zone (DD.MM.YYYY HH:mm:ss). */
export function useDateTime(): (value: string | null | undefined) => string {
  const { data: admin } = useQuery(sessionQueries.currentAdmin());
  const timeZone = admin?.settings.timezone;
  return useCallback((value) => (value ? formatDateTime(value, timeZone || undefined) : '—'), [timeZone]);
}
