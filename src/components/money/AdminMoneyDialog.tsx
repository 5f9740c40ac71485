import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { adminMoney, newIdempotencyKey } from '../../api/adminMoney.ts';
import { heldForApproval } from '../../api/approvals.ts';
import { ApprovalPolicyNotice } from '../approvals/ApprovalPolicyNotice.tsx';
import { showApprovalRequested } from '../approvals/approvalNotice.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { findUserById } from '../../api/userLookup.ts';
import { useAccess } from '../access.ts';
import { GuardedNumericInput } from '../GuardedNumericInput.tsx';
import { showSuccess } from '../toasts.ts';
import { useConfirm } from '../useConfirm.tsx';
import { formatAmount } from '../numberFormat.ts';
import { errorText } from '../errorText.ts';

const AMOUNT = /^\d+(\.\d+)?$/;
const MAX_USER_ID = 2_147_483_647;

export type AdminMoneyKind = 'deposit' | 'withdrawal';

/** The user id typed in the dialog's user field, or null while it is not a valid id. */
function typedUserId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_USER_ID ? id : null;
}

/**
 * Admin deposit or withdrawal for one user (spec 3 §2, §7): currency, amount, comment, then a confirm dialog.
 * Opened from the balances list and the user's Balance tab for that user (`userId`), and from the
 * Transactions screen without one: the dialog then asks for the user's id and shows the name of the
 * user it finds. `refresh` (query keys) or `onDone` refreshes what the caller shows. A kind the access table refuses is not offered.
 */
export function AdminMoneyDialog({
  userId: fixedUserId,
  userName: fixedUserName = null,
  initialKind = 'deposit',
  onClose,
  onDone,
  refresh = [],
}: {
  userId?: number;
  userName?: string | null;
  initialKind?: AdminMoneyKind;
  onClose: () => void;
  onDone?: () => Promise<void>;
  /** The query keys of what the caller shows, refreshed when the money moved (or the request was made). */
  refresh?: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  const done = async () => {
    await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    await onDone?.();
  };
  const { t } = useTranslation('finance');
  const access = useAccess();
  const currencies = (useQuery(sessionQueries.currencies()).data ?? []).filter((c) => c.isInUse !== false);
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();
  const [kind, setKind] = useState<AdminMoneyKind>(initialKind);
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
  const [userText, setUserText] = useState('');
  const askUser = fixedUserId === undefined;
  const typedId = askUser ? typedUserId(userText) : null;
  const lookup = useQuery({
    queryKey: ['users', 'lookupById', typedId],
    queryFn: ({ signal }) => findUserById(typedId ?? 0, signal),
    enabled: typedId !== null,
    retry: false,
  });
  const found = typedId !== null ? lookup.data : undefined;
  const userId = askUser ? (found?.id ?? null) : fixedUserId;
  // A user chosen by id is named with the id too, so the confirmation says exactly whose balance changes.
  const userLabel = askUser ? (found ? `${found.userName} (#${found.id})` : '') : (fixedUserName ?? `#${fixedUserId}`);
  const currency = currencies.find((c) => c.id === (currencyId ?? currencies[0]?.id));
  const mayKind = (k: AdminMoneyKind) => access.can(k === 'deposit' ? 'POST Transaction/AdminDeposit' : 'POST Transaction/AdminWithdrawal');
  const valid = userId !== null && mayKind(kind) && currency !== undefined && AMOUNT.test(amount) && Number(amount) > 0;

  const userHelp = (): { text: string; intent: Intent } | undefined => {
    if (!askUser || userText === '') return undefined;
    if (typedId === null) return { text: t('finance.money.userIdInvalid'), intent: Intent.DANGER };
    if (lookup.isError) return { text: t('finance.money.userLookupFailed'), intent: Intent.DANGER };
    if (lookup.isPending || lookup.isFetching) return { text: t('finance.money.userSearching'), intent: Intent.NONE };
    if (!found) return { text: t('finance.money.userNotFound', { id: typedId }), intent: Intent.DANGER };
    return { text: t('finance.money.userFound', { user: userLabel }), intent: Intent.SUCCESS };
  };
  const help = userHelp();

  const submit = () =>
    currency &&
    userId !== null &&
    confirm({
      title: t(kind === 'deposit' ? 'finance.money.depositTitle' : 'finance.money.withdrawalTitle'),
      text: t('finance.money.confirmText', { amount: `${formatAmount(amount, currency.decimals)} ${currency.title}`, user: userLabel }),
      action: async () => {
        try {
          const body = { userId, currencyId: currency.id, amount, ...(comment.trim() ? { comment: comment.trim() } : {}) };
          await adminMoney(kind, body, keyFor({ kind, body }));
        } catch (failure) {
          // Four-eyes policy (issue 29): nothing moved yet; the request waits for a second admin.
          const held = heldForApproval(failure);
          if (held) {
            void showApprovalRequested(held, (path) => void navigate(path));
            await done();
            onClose();
            return;
          }
          const reason = errorText(failure);
          const text = kind === 'withdrawal' ? t('finance.money.withdrawFailed', { error: reason }) : t('finance.money.depositFailed', { error: reason });
          setError(text);
          throw new Error(text);
        }
        void showSuccess(t('finance.money.done'));
        await done();
        onClose();
      },
    });

  return (
    <Dialog isOpen onClose={onClose} title={askUser ? t('finance.money.titleAnyUser') : t('finance.money.title', { user: userLabel })}>
      <DialogBody>
        {askUser && (
          <FormGroup label={t('finance.money.userId')} labelFor="admin-money-user" helperText={help && <span role="status">{help.text}</span>} intent={help?.intent}>
            <GuardedNumericInput id="admin-money-user" value={userText} onValueChange={(text) => setUserText(text.trim())} intent={help?.intent} fill autoFocus />
          </FormGroup>
        )}
        <RadioGroup inline selectedValue={kind} onChange={(e) => setKind(e.currentTarget.value === 'withdrawal' ? 'withdrawal' : 'deposit')} label={t('finance.money.kind')}>
          <Radio value="deposit" label={t('finance.money.deposit')} disabled={!mayKind('deposit')} />
          <Radio value="withdrawal" label={t('finance.money.withdrawal')} disabled={!mayKind('withdrawal')} />
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
        <ApprovalPolicyNotice action={kind === 'deposit' ? 'adminDeposit' : 'adminWithdrawal'} />
        {error && <Callout intent="danger" role="alert" className={Classes.TEXT_SMALL}>{error}</Callout>}
      </DialogBody>
      <DialogFooter actions={[<Button key="cancel" text={t('finance.money.cancel')} onClick={onClose} />, <Button key="ok" intent="primary" text={t('finance.money.submit')} disabled={!valid} onClick={() => void submit()} />]} />
      {dialog}
    </Dialog>
  );
}
