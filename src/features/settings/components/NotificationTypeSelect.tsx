import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import { groupCaption, NOTIFICATION_NAMESPACES, typeCaption, TYPES_BY_GROUP } from './notificationCaptions.ts';

/** A select of the notification types (0-54, 60-63) in the spec's seven groups. */
export function NotificationTypeSelect({ id, value, onChange, allLabel }: { id: string; value: number | null; onChange: (next: number | null) => void; allLabel?: string }) {
  const { t } = useTranslation(NOTIFICATION_NAMESPACES);
  return (
    <HTMLSelect id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {TYPES_BY_GROUP.map(({ group, types }) => (
        <optgroup key={group} label={groupCaption(t, group)}>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {typeCaption(t, type.id)}
            </option>
          ))}
        </optgroup>
      ))}
    </HTMLSelect>
  );
}
