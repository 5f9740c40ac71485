import { Button, Callout, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { levelFeesError, REFERRAL_INCOME_TYPES, REFERRAL_LEVELS, type LevelFees } from '../../../domain/referralStaking.ts';
import { errorText } from '../../../components/errorText.ts';
import { TableHead } from '../../../components/TableHead.tsx';

export interface LevelFeesEditorProps {
  /** i18n label of the table, for screen readers. */
  label: string;
  levels: readonly LevelFees[];
  /** Saves the four levels; the editor shows the error when it rejects. */
  onSave?: (levels: LevelFees[]) => Promise<unknown>;
  readOnly?: boolean;
}

const FIELD = /^\d*(\.\d*)?$/;

/** Fees per level (1-4) for buy, sell, P2P, trade and staking, in percent (0-100, decimals). */
export function LevelFeesEditor({ label, levels, onSave, readOnly = false }: LevelFeesEditorProps) {
  const { t } = useTranslation('referralProgram');
  const initial = REFERRAL_LEVELS.map((level) => levels.find((l) => l.level === level) ?? { level, buy: '0', sell: '0', p2p: '0', trade: '0', staking: '0' });
  const [draft, setDraft] = useState<LevelFees[]>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const ruleError = levelFeesError(draft);

  const set = (level: number, type: (typeof REFERRAL_INCOME_TYPES)[number], value: string) => {
    if (!FIELD.test(value)) return;
    setDraft((d) => d.map((l) => (l.level === level ? { ...l, [type]: value } : l)));
    setError(null);
  };
  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="referral-fees">
      <HTMLTable compact aria-label={label}>
        <TableHead columns={[t('referralProgram.fees.level'), ...REFERRAL_INCOME_TYPES.map((type) => `${t(`referralProgram.incomeType.${type}`)}, %`)]} />
        <tbody>
          {draft.map((l) => (
            <tr key={l.level}>
              <th scope="row">{t('referralProgram.fees.levelN', { level: l.level })}</th>
              {REFERRAL_INCOME_TYPES.map((type) => (
                <td key={type}>
                  {readOnly ? (
                    l[type]
                  ) : (
                    <InputGroup
                      small
                      inputMode="decimal"
                      className="referral-fee-input"
                      aria-label={t('referralProgram.fees.input', { level: l.level, type: t(`referralProgram.incomeType.${type}`) })}
                      value={l[type]}
                      onValueChange={(v) => set(l.level, type, v)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {!readOnly && (
        <div className="referral-fees-actions">
          {(ruleError || error) && (
            <Callout intent="danger" compact role="alert">
              {ruleError ? t('referralProgram.fees.outOfRange') : error}
            </Callout>
          )}
          <Button intent="primary" text={t('referralProgram.fees.save')} disabled={!dirty || !!ruleError} loading={saving} onClick={() => void save()} />
        </div>
      )}
    </div>
  );
}
