import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { isBlockedNumericKey, stripBlockedNumericChars } from '../../../domain/numericInput.ts';
import { BEFORE_FREEZE_STATUSES, isFinalStatus, type P2pTradeStatus } from '../../../domain/p2p.ts';
import { useConfirmedEdit } from './useConfirmedEdit.ts';
import { editTrade, type P2pTrade, type TradeEdit } from '../api.ts';

/** The comment limit of PUT v1/p2p/trades/{tradeId}. */
export const DEAL_COMMENT_MAX_LENGTH = 1024;
const MONEY = /^\d+(\.\d+)?$/;

/** The fields of the edit this deal allows (contract: amount before the freeze, fiat while open, comment always). */
export function editableDealFields(status: number) {
  return {
    amount: BEFORE_FREEZE_STATUSES.includes(status as P2pTradeStatus),
    fiatAmount: !isFinalStatus(status),
    comment: true,
  };
}

/** Only what changed, so the server is asked for no more than the admin meant. */
export function dealEditBody(trade: Pick<P2pTrade, 'sellerAmount' | 'fiatAmount' | 'comment' | 'status'>, draft: { amount: string; fiatAmount: string; comment: string }): TradeEdit {
  const allowed = editableDealFields(trade.status);
  const body: TradeEdit = {};
  if (allowed.amount && draft.amount.trim() !== trade.sellerAmount) body.amount = draft.amount.trim();
  if (allowed.fiatAmount && draft.fiatAmount.trim() !== trade.fiatAmount) body.fiatAmount = draft.fiatAmount.trim();
  const comment = draft.comment.trim();
  if (comment !== (trade.comment ?? '')) body.comment = comment === '' ? null : comment;
  return body;
}

export interface EditDealDialogProps {
  trade: P2pTrade | null;
  onClose: () => void;
}

/**
 * Edits a deal (PUT v1/p2p/trades/{tradeId}) after a confirmation. A refusal reads
 * "The trade has not been edited: …" with the refusal's reason in words.
 */
export function EditDealDialog({ trade, onClose }: EditDealDialogProps) {
  const { t } = useTranslation('p2p');
  const id = useId();
  const edit = useAction(editTrade);
  const { confirmThenClose, dialog } = useConfirmedEdit(onClose);
  const [draft, setDraft] = useState({ amount: '', fiatAmount: '', comment: '' });

  useEffect(() => {
    if (trade) setDraft({ amount: trade.sellerAmount, fiatAmount: trade.fiatAmount, comment: trade.comment ?? '' });
  }, [trade]);

  if (!trade) return dialog;
  const allowed = editableDealFields(trade.status);
  const invalidAmount = allowed.amount && !MONEY.test(draft.amount.trim());
  const invalidFiat = allowed.fiatAmount && !MONEY.test(draft.fiatAmount.trim());

  const confirmEdit = () => {
    if (invalidAmount || invalidFiat) throw new Error(t('p2p.edit.invalidAmount'));
    const body = dealEditBody(trade, draft);
    if (Object.keys(body).length === 0) throw new Error(t('p2p.edit.nothingChanged'));
    return confirmThenClose({
      title: t('p2p.edit.confirmTitle', { id: trade.id }),
      text: t('p2p.edit.confirmText'),
      action: () => edit.settle({ tradeId: trade.id, body }),
    });
  };

  return (
    <>
      <FormDialog title={t('p2p.edit.title', { id: trade.id })} action={editTrade} vars={confirmEdit} onClose={onClose} submitText={t('p2p.actions.save')}>
        <AmountField
          id={`${id}-amount`}
          label={t('p2p.edit.amount', { currency: trade.cryptoCurrencyTitle })}
          lockedText={allowed.amount ? undefined : t('p2p.edit.amountLocked')}
          invalid={invalidAmount}
          value={draft.amount}
          onChange={(amount) => setDraft((d) => ({ ...d, amount }))}
        />
        <AmountField
          id={`${id}-fiat`}
          label={t('p2p.edit.fiatAmount', { currency: trade.fiatCurrencyTitle })}
          lockedText={allowed.fiatAmount ? undefined : t('p2p.edit.fiatLocked')}
          invalid={invalidFiat}
          value={draft.fiatAmount}
          onChange={(fiatAmount) => setDraft((d) => ({ ...d, fiatAmount }))}
        />
        <FormGroup label={t('p2p.edit.comment')} labelFor={`${id}-comment`} helperText={`${draft.comment.length} / ${DEAL_COMMENT_MAX_LENGTH}`}>
          <TextArea
            id={`${id}-comment`}
            fill
            rows={3}
            maxLength={DEAL_COMMENT_MAX_LENGTH}
            value={draft.comment}
            onChange={(event) => setDraft((d) => ({ ...d, comment: event.target.value }))}
          />
        </FormGroup>
      </FormDialog>
      {dialog}
    </>
  );
}

/**
 * An amount typed as text (a number input would round it to its step and change the deal);
 * the keys and characters a number must not hold are refused. Locked: shown, not editable, and why.
 */
function AmountField(props: { id: string; label: string; lockedText: string | undefined; invalid: boolean; value: string; onChange: (value: string) => void }) {
  const { id, label, lockedText, invalid, value, onChange } = props;
  return (
    <FormGroup label={label} labelFor={id} helperText={lockedText} intent={invalid ? Intent.DANGER : Intent.NONE}>
      <InputGroup
        id={id}
        inputMode="decimal"
        disabled={lockedText !== undefined}
        value={value}
        onKeyDown={(event) => isBlockedNumericKey(event.key) && event.preventDefault()}
        onChange={(event) => onChange(stripBlockedNumericChars(event.target.value))}
      />
    </FormGroup>
  );
}
