import { defineListQuery } from '../../domain/listQuery.ts';
import { DEVICE_STATUSES, DEVICE_TYPES, REQUISITE_MARKS, REQUISITE_STATES } from '../../domain/traders.ts';
import type { DeviceStatus, DeviceType, RequisiteState, RequisiteStatus } from './api.ts';

/** URL state of the Requisites and devices tab: which list, its filters and its page. */
export const requisitesListSchema = defineListQuery({
  filters: {
    view: { type: 'string', default: 'requisites' },
    search: { type: 'string', default: '' },
    mark: { type: 'string', default: '' },
    state: { type: 'string', default: '' },
    userId: { type: 'number', default: null },
    deviceStatus: { type: 'string', default: '' },
    deviceType: { type: 'string', default: '' },
  },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

export type RequisitesView = 'requisites' | 'devices';
export const REQUISITES_VIEWS: readonly RequisitesView[] = ['requisites', 'devices'];
export const viewOf = (text: string): RequisitesView => (text === 'devices' ? 'devices' : 'requisites');

const oneOf = <T extends string>(values: readonly T[], text: string): T | '' => ((values as readonly string[]).includes(text) ? (text as T) : '');
export const markOf = (text: string): RequisiteStatus | '' => oneOf(REQUISITE_MARKS, text);
export const stateOf = (text: string): RequisiteState | '' => oneOf(REQUISITE_STATES, text);
export const deviceStatusOf = (text: string): DeviceStatus | '' => oneOf(DEVICE_STATUSES, text);
export const deviceTypeOf = (text: string): DeviceType | '' => oneOf(DEVICE_TYPES, text);

const options = (any: string, values: readonly string[], prefix: string) => [{ value: '', label: any }, ...values.map((value) => ({ value, label: `${prefix}.${value}` }))];
export const MARK_OPTIONS = options('traders.requisites.anyMark', REQUISITE_MARKS, 'traders.requisites.mark');
export const STATE_OPTIONS = options('traders.requisites.anyState', REQUISITE_STATES, 'traders.requisites.state');
export const DEVICE_STATUS_OPTIONS = options('traders.filters.anyStatus', DEVICE_STATUSES, 'traders.devices.status');
export const DEVICE_TYPE_OPTIONS = options('traders.devices.anyType', DEVICE_TYPES, 'traders.devices.type');
