import { Button } from '@blueprintjs/core';
import { Edit, Media, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** Edit, icon and delete buttons of a catalogue row, each named for the row (screen readers, tests). */
export function RowActions({ name, onEdit, onIcon, onDelete }: { name: string; onEdit?: () => void; onIcon?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('paymentSystems');
  return (
    <span className="ps-row-actions">
      {onEdit && <Button size="small" variant="minimal" icon={<Edit />} aria-label={t('paymentSystems.actions.edit', { name })} title={t('paymentSystems.actions.edit', { name })} onClick={onEdit} />}
      {onIcon && <Button size="small" variant="minimal" icon={<Media />} aria-label={t('paymentSystems.actions.icon', { name })} title={t('paymentSystems.actions.icon', { name })} onClick={onIcon} />}
      {onDelete && (
        <Button size="small" variant="minimal" intent="danger" icon={<Trash />} aria-label={t('paymentSystems.actions.delete', { name })} title={t('paymentSystems.actions.delete', { name })} onClick={onDelete} />
      )}
    </span>
  );
}
