import { Button, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { Disable, Edit, EyeOff, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import type { OfferModerationFlag } from '../../../domain/p2pOffers.ts';
import { catalogueQueries } from '../catalogues/api.ts';
import { deskQueries, editOffer, type OfferEdit, type P2pOffer } from '../offersApi.ts';
import { useP2pAdmin } from '../useP2pAdmin.ts';
import { OfferStatusTag } from './OfferStatusTag.tsx';
import { TableHead } from '../../../components/TableHead.tsx';

const yesNo = (value: boolean, t: (key: string) => string) => t(value ? 'p2pOffers.common.yes' : 'p2pOffers.common.no');

/** An offer with its labelled fields, its history (who changed what, when), and the admin's actions on it. */
export function OfferDialog({ offerId, onClose }: { offerId: number | null; onClose: () => void }) {
  const { t } = useTranslation('p2pOffers');
  const admin = useP2pAdmin();
  const offer = useQuery({ ...deskQueries.offer(offerId ?? 0), enabled: offerId !== null });
  const history = useQuery({ ...deskQueries.offerHistory(offerId ?? 0), enabled: offerId !== null });
  // the offer names its payment methods by id: staff read their names (issue 25 item 13)
  const methods = useQuery({ ...catalogueQueries.paymentMethods({}), enabled: offerId !== null });
  const methodName = (id: number) => methods.data?.items.find((method) => method.id === id)?.name ?? `#${id}`;
  const edit = useAction(editOffer);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState(false);
  useEffect(() => setEditing(false), [offerId]);
  const o = offer.data;

  const toggle = async (flag: OfferModerationFlag, value: boolean, action: string) => {
    if (!o) return;
    await confirm({
      title: t(`p2pOffers.offer.${action}Title`, { id: o.id }),
      text: t(`p2pOffers.offer.${action}Text`),
      action: () => edit.settle({ id: o.id, body: { [flag]: value }, done: `${action}Done` }),
    });
  };

  const rows: [string, ReactNode][] = o
    ? [
        ['author', `${o.userName ?? '—'} (#${o.userId})`],
        ['type', t(`p2pOffers.type.${o.type}`)],
        ['price', o.price ?? '—'],
        ['profitPercent', o.profitPercent ?? '—'],
        ['expression', o.expression ?? '—'],
        ['limits', `${o.minAmount} – ${o.maxAmount}`],
        ['restrictedAmounts', o.restrictedAmounts.length ? o.restrictedAmounts.join(', ') : '—'],
        ['paymentMethods', o.paymentMethods.length ? o.paymentMethods.map(methodName).join(', ') : '—'],
        ['kyc', yesNo(o.isKycRequired, t)],
        ['phone', yesNo(o.isPhoneRequired, t)],
        ['trackLiquidity', yesNo(o.trackLiquidity, t)],
        ['terms', o.terms ?? '—'],
        ['moderatedWords', o.moderatedWords.length ? o.moderatedWords.join(', ') : '—'],
      ]
    : [];

  return (
    <>
      <Dialog isOpen={offerId !== null} onClose={onClose} title={t('p2pOffers.offer.title', { id: offerId ?? '' })} style={{ width: 760 }}>
        <DialogBody>
          {offer.isLoading && <Spinner size={24} />}
          {offer.isError && <p role="alert">{t('p2pOffers.messages.loadFailed')}</p>}
          {o && !editing && (
            <>
              <p>
                <OfferStatusTag status={o.status} isBlocked={o.isBlocked} />
              </p>
              <HTMLTable compact className="p2p-offer-fields" aria-label={t('p2pOffers.offer.fields')}>
                <tbody>
                  {rows.map(([key, value]) => (
                    <tr key={key}>
                      <th scope="row">{t(`p2pOffers.offer.labels.${key}`)}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <h4 className={Classes.HEADING}>{t('p2pOffers.offer.history')}</h4>
              <HistoryTable items={history.data ?? []} loading={history.isLoading} timeZone={admin.timeZone} />
            </>
          )}
          {o && editing && <OfferEditForm offer={o} onDone={() => setEditing(false)} />}
        </DialogBody>
        {o && !editing && (
          <DialogFooter
            actions={
              admin.canChange && !o.isDeleted ? (
                <>
                  <Button icon={<Edit />} text={t('p2pOffers.offer.edit')} onClick={() => setEditing(true)} />
                  <Button icon={<EyeOff />} text={t(o.isHidden ? 'p2pOffers.offer.unhide' : 'p2pOffers.offer.hide')} onClick={() => void toggle('isHidden', !o.isHidden, o.isHidden ? 'unhide' : 'hide')} />
                  <Button
                    icon={<Disable />}
                    intent={Intent.WARNING}
                    text={t(o.isBlocked ? 'p2pOffers.offer.unblock' : 'p2pOffers.offer.block')}
                    onClick={() => void toggle('isBlocked', !o.isBlocked, o.isBlocked ? 'unblock' : 'block')}
                  />
                  <Button icon={<Trash />} intent={Intent.DANGER} text={t('p2pOffers.offer.delete')} onClick={() => void toggle('isDeleted', true, 'delete')} />
                </>
              ) : (
                <span className={Classes.TEXT_MUTED}>{o.isDeleted ? t('p2pOffers.messages.deletedNotEditable') : ''}</span>
              )
            }
          />
        )}
      </Dialog>
      {dialog}
    </>
  );
}

function HistoryTable({ items, loading, timeZone }: { items: readonly { id: number; field: string; oldValue: string | null; newValue: string | null; adminName?: string | null; adminId: number | null; dateCreated: string }[]; loading: boolean; timeZone?: string | undefined }) {
  const { t } = useTranslation('p2pOffers');
  if (loading) return <Spinner size={20} />;
  if (!items.length) return <p className={Classes.TEXT_MUTED}>{t('p2pOffers.offer.noHistory')}</p>;
  return (
    <HTMLTable compact striped aria-label={t('p2pOffers.offer.history')}>
      <TableHead columns={[t('p2pOffers.offer.historyColumns.when'), t('p2pOffers.offer.historyColumns.who'), t('p2pOffers.offer.historyColumns.what'), t('p2pOffers.offer.historyColumns.before'), t('p2pOffers.offer.historyColumns.after')]} />
      <tbody>
        {items.map((h) => (
          <tr key={h.id}>
            <td>{formatDateTime(h.dateCreated, timeZone)}</td>
            <td>{h.adminName ?? (h.adminId !== null ? `#${h.adminId}` : '—')}</td>
            <td>{t(`p2pOffers.offer.fieldNames.${h.field}`, { defaultValue: h.field })}</td>
            <td>{h.oldValue ?? '—'}</td>
            <td>{h.newValue ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Edits the labelled fields an admin may change; the server keeps a history row per changed field. */
function OfferEditForm({ offer, onDone }: { offer: P2pOffer; onDone: () => void }) {
  const { t } = useTranslation('p2pOffers');
  const id = useId();
  const edit = useAction(editOffer);
  const [form, setForm] = useState({
    profitPercent: offer.profitPercent ?? '',
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
    terms: offer.terms ?? '',
    isKycRequired: offer.isKycRequired,
    isPhoneRequired: offer.isPhoneRequired,
    trackLiquidity: offer.trackLiquidity,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (![form.minAmount, form.maxAmount].every((v) => DECIMAL.test(v.trim())) || (form.profitPercent.trim() && !DECIMAL.test(form.profitPercent.trim()))) {
      setProblem(t('p2pOffers.messages.notANumber'));
      return;
    }
    if (Number(form.maxAmount) < Number(form.minAmount)) {
      setProblem(t('p2pOffers.messages.minMax'));
      return;
    }
    const body: OfferEdit = {
      profitPercent: form.profitPercent.trim() || null,
      minAmount: form.minAmount.trim(),
      maxAmount: form.maxAmount.trim(),
      terms: form.terms.trim() || null,
      isKycRequired: form.isKycRequired,
      isPhoneRequired: form.isPhoneRequired,
      trackLiquidity: form.trackLiquidity,
    };
    try {
      if (await edit.settle({ id: offer.id, body, done: 'saved' })) onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('p2pOffers.offer.editTitle')}>
      <FormGroup label={t('p2pOffers.offer.labels.profitPercent')} labelFor={`${id}-profit`}>
        <InputGroup id={`${id}-profit`} value={form.profitPercent} onValueChange={(v) => set('profitPercent', v)} />
      </FormGroup>
      <FormGroup label={t('p2pOffers.offer.labels.minAmount')} labelFor={`${id}-min`}>
        <InputGroup id={`${id}-min`} value={form.minAmount} onValueChange={(v) => set('minAmount', v)} />
      </FormGroup>
      <FormGroup label={t('p2pOffers.offer.labels.maxAmount')} labelFor={`${id}-max`}>
        <InputGroup id={`${id}-max`} value={form.maxAmount} onValueChange={(v) => set('maxAmount', v)} />
      </FormGroup>
      <FormGroup label={t('p2pOffers.offer.labels.terms')} labelFor={`${id}-terms`} helperText={`${form.terms.length} / 1024`}>
        <TextArea id={`${id}-terms`} fill rows={3} maxLength={1024} value={form.terms} onChange={(e) => set('terms', e.target.value)} />
      </FormGroup>
      <Checkbox label={t('p2pOffers.offer.labels.kyc')} checked={form.isKycRequired} onChange={(e) => set('isKycRequired', e.currentTarget.checked)} />
      <Checkbox label={t('p2pOffers.offer.labels.phone')} checked={form.isPhoneRequired} onChange={(e) => set('isPhoneRequired', e.currentTarget.checked)} />
      <Checkbox label={t('p2pOffers.offer.labels.trackLiquidity')} checked={form.trackLiquidity} onChange={(e) => set('trackLiquidity', e.currentTarget.checked)} />
      {problem && (
        <p role="alert" className="console-text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" intent={Intent.PRIMARY} text={t('p2pOffers.common.save')} loading={edit.isPending} />{' '}
      <Button text={t('p2pOffers.common.cancel')} onClick={onDone} />
    </form>
  );
}

