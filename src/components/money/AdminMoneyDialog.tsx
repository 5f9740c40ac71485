import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMoney, newIdempotencyKey } from '../../api/adminMoney.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { GuardedNumericInput } from '../GuardedNumericInput.tsx';
import { showSuccess } from '../toasts.ts';
import { translateMessage } from '../translateMessage.ts';
import { useConfirm } from '../useConfirm.tsx';
import { formatAmount } from '../../domain/money.ts';

const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * Admin deposit or withdrawal for one user (spec 3 §2, §7): currency, amount, comment, then a confirm dialog.
 * Opened from the balances list and from the user's Balance tab; `onDone` refreshes what the caller shows.
 */
export function AdminMoneyDialog({ userId, userName, onClose, onDone }: { userId: number; userName: string | null; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation('finance');
  const currencies = (useQuery(sessionQueries.currencies()).data ?? []).filter((c) => c.isInUse !== false);
  const { confirm, dialog } = useConfirm();
  const [kind, setKind] = useState<'deposit' | 'withdrawal'>('deposit');
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One idempotency key per request of this dialog: confirming the same request again (after a lost
  // answer) reuses it, so the server credits once; changing the request takes a new key.
  const sent = useRef<{ request: string; key: string } | null>(null);
  const keyFor = (request: unknown) => {
    const text = JSON.stringify(request);
    if (sent.current?.request !== text) sent.current = { request: text, key: newIdempotencyKey() };
    return sent.current.key;
  };
  const currency = currencies.find((c) => c.id === (currencyId ?? currencies[0]?.id));
  const valid = currency !== undefined && AMOUNT.test(amount) && Number(amount) > 0;

  const submit = () =>
    currency &&
    confirm({
      title: t(kind === 'deposit' ? 'finance.money.depositTitle' : 'finance.money.withdrawalTitle'),
      text: t('finance.money.confirmText', { amount: `${formatAmount(amount, currency.decimals)} ${currency.title}`, user: userName ?? `#${userId}` }),
      action: async () => {
        try {
          const body = { userId, currencyId: currency.id, amount, ...(comment.trim() ? { comment: comment.trim() } : {}) };
          await adminMoney(kind, body, keyFor({ kind, body }));
        } catch (failure) {
          const reason = translateMessage(failure instanceof Error ? failure.message : String(failure));
          const text = kind === 'withdrawal' ? t('finance.money.withdrawFailed', { error: reason }) : t('finance.money.depositFailed', { error: reason });
          setError(text);
          throw new Error(text);
        }
        void showSuccess(t('finance.money.done'));
        await onDone();
        onClose();
      },
    });

  return (
    <Dialog isOpen onClose={onClose} title={t('finance.money.title', { user: userName ?? `#${userId}` })}>
      <DialogBody>
        <RadioGroup inline selectedValue={kind} onChange={(e) => setKind(e.currentTarget.value === 'withdrawal' ? 'withdrawal' : 'deposit')} label={t('finance.money.kind')}>
          <Radio value="deposit" label={t('finance.money.deposit')} />
          <Radio value="withdrawal" label={t('finance.money.withdrawal')} />
        </RadioGroup>
        <FormGroup label={t('finance.money.currency')} labelFor="admin-money-currency">
          <HTMLSelect id="admin-money-currency" value={currency?.id ?? ''} onChange={(e) => setCurrencyId(Number(e.currentTarget.value))}>
            {currencies.map((c) => (
              <option key={c.id} value={c.id}>{c.title}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('finance.money.amount')} labelFor="admin-money-amount">
          <GuardedNumericInput id="admin-money-amount" value={amount} onValueChange={(text) => setAmount(text.trim())} fill />
        </FormGroup>
        <FormGroup label={t('finance.money.comment')} labelFor="admin-money-comment">
          <InputGroup id="admin-money-comment" value={comment} maxLength={1024} onChange={(e) => setComment(e.currentTarget.value)} />
        </FormGroup>
        {error && <Callout intent="danger" role="alert" className={Classes.TEXT_SMALL}>{error}</Callout>}
      </DialogBody>
      <DialogFooter actions={[<Button key="cancel" text={t('finance.money.cancel')} onClick={onClose} />, <Button key="ok" intent="primary" text={t('finance.money.submit')} disabled={!valid} onClick={() => void submit()} />]} />
      {dialog}
    </Dialog>
  );
}
