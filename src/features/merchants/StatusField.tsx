import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';

/**
 * The Status field of a merchants dialog: a select of the statuses the record may take, each in its
 * words (`<words>.<status>`, e.g. `merchants.storeStatus.active`).
 */
export function StatusField<S extends string>({ id, words, statuses, value, onChange, disabled }: {
  id: string;
  words: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('merchants');
  return (
    <FormGroup label={t('merchants.fields.status')} labelFor={id}>
      <HTMLSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as S)} fill>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {t(`${words}.${s}`)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
