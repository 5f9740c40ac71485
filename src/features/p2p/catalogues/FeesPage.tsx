import { Button, Callout, Classes, ControlGroup, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Edit, Plus, Reset, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { feePartsError } from '../../../domain/p2pCatalogues.ts';
import { catalogueKit, catalogueQueries, type FeeParts, type P2pCurrency } from './api.ts';
import { v1FailureText } from './catalogueErrors.ts';
import { DecimalField, QueryState, SelectField, isDecimalText } from './fields.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { queryRows } from '../../../components/queryRows.ts';

const PARTS = ['absolute', 'percent', 'min', 'max'] as const;
const ZERO: FeeParts = { absolute: '0', percent: '0', min: '0', max: '0' };

function FeeDialog({ currency, onClose }: { currency: P2pCurrency; onClose: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  const [serviceFee, setServiceFee] = useState(currency.serviceFee);
  const [fees, setFees] = useState<FeeParts>(currency.fees);
  const values = [serviceFee, ...PARTS.map((p) => fees[p])];
  const typed = values.every(isDecimalText);
  const rule = typed ? feePartsError(fees) : null;

  return (
    <FormDialog
      title={t('p2pCatalogues.fees.editTitle', { currency: currency.title })}
      action={currency.isSet ? catalogueKit.changeFee : catalogueKit.createFee}
      vars={() =>
        !typed || rule
          ? null
          : { currencyId: currency.id, serviceFee: serviceFee.trim(), fees: { absolute: fees.absolute.trim(), percent: fees.percent.trim(), min: fees.min.trim(), max: fees.max.trim() } }
      }
      onClose={onClose}
      submitText={t('p2pCatalogues.form.save')}
      canSubmit={typed && rule === null}
    >
          <DecimalField id="fee-service" label={t('p2pCatalogues.fees.serviceFee')} value={serviceFee} onChange={setServiceFee} />
          <div className="p2pc-grid">
            {PARTS.map((p) => (
              <DecimalField key={p} id={`fee-${p}`} label={t(`p2pCatalogues.fees.${p}`)} value={fees[p]} onChange={(v) => setFees({ ...fees, [p]: v })} />
            ))}
          </div>
          {rule && <Callout intent="danger">{t(`p2pCatalogues.errors.${rule}`)}</Callout>}
    </FormDialog>
  );
}

/** P2P fees per currency: the service fee and the fee parts, set with POST (first time) or PUT. */
function CurrencyFees() {
  const { t } = useTranslation('p2pCatalogues');
  const currencies = useQuery(catalogueQueries.currencies());
  const [editing, setEditing] = useState<P2pCurrency | null>(null);
  const { confirm, dialog } = useConfirm();
  const resetFee = useAction(catalogueKit.resetFee);
  // Edit leads to a create (no fee of its own yet) or a change: the button follows the one it leads to.
  const createFee = useAction(catalogueKit.createFee);
  const changeFee = useAction(catalogueKit.changeFee);

  const reset = (c: P2pCurrency) =>
    confirm({
      title: t('p2pCatalogues.fees.resetTitle'),
      text: t('p2pCatalogues.fees.resetText', { currency: c.title }),
      action: () => resetFee.settle({ currencyId: c.id, serviceFee: '0', fees: ZERO }),
    });

  const columns: DataTableColumn<P2pCurrency>[] = [
    { key: 'title', header: 'p2pCatalogues.fees.currency', width: 100, render: (c) => c.title },
    { key: 'serviceFee', header: 'p2pCatalogues.fees.serviceFee', width: 110, render: (c) => c.serviceFee },
    ...PARTS.map((p) => ({ key: p, header: `p2pCatalogues.fees.${p}`, width: 100, render: (c: P2pCurrency) => c.fees[p] })),
    { key: 'isSet', header: 'p2pCatalogues.fees.own', width: 80, render: (c) => t(c.isSet ? 'p2pCatalogues.yes' : 'p2pCatalogues.no') },
    {
      key: 'actions',
      header: 'p2pCatalogues.columns.actions',
      width: 110,
      render: (c) => (
        <>
          <ActionButton action={c.isSet ? changeFee : createFee} loading={false} variant="minimal" size="small" icon={<Edit />} aria-label={t('p2pCatalogues.fees.edit', { currency: c.title })} onClick={() => setEditing(c)} />
          <ActionButton action={resetFee} variant="minimal" size="small" icon={<Reset />} aria-label={t('p2pCatalogues.fees.reset', { currency: c.title })} disabled={!c.isSet} onClick={() => void reset(c)} />
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="p2pc-fees-title">
      <h2 id="p2pc-fees-title" className="p2pc-title">
        {t('p2pCatalogues.fees.heading')}
      </h2>
      <DataTable label={t('p2pCatalogues.fees.heading')} columns={columns} {...queryRows(currencies, t('p2pCatalogues.state.failed'))} maxHeight={420} />
      {editing && <FeeDialog currency={editing} onClose={() => setEditing(null)} />}
      {dialog}
    </section>
  );
}

interface Row extends FeeParts {
  currencyId: number;
}

/** A user's personal fees: a fee per currency that replaces the currency's fee parts for that user. */
function PersonalFees() {
  const { t } = useTranslation('p2pCatalogues');
  const savePersonal = useAction(catalogueKit.savePersonalFees);
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('userId')) || 0;
  const [typedId, setTypedId] = useState(userId ? String(userId) : '');
  const profile = useQuery({ ...catalogueQueries.personalFees(userId), enabled: userId > 0 });
  const currencies = useQuery(catalogueQueries.currencies());
  const defaults = useQuery(catalogueQueries.fees());
  const [rows, setRows] = useState<Row[]>([]);
  const [adding, setAdding] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (profile.data) setRows(profile.data.settings.map((s) => ({ currencyId: s.currencyId, ...s.fees })));
    setError(null);
  }, [profile.data]);

  const titleOf = useMemo(() => new Map((currencies.data ?? []).map((c) => [c.id, c.title])), [currencies.data]);
  const defaultOf = useMemo(() => new Map((defaults.data ?? []).map((f) => [f.currencyId, f.fees])), [defaults.data]);
  const free = (profile.data?.currencyIdsAvailableForFees ?? []).filter((id) => !rows.some((r) => r.currencyId === id));
  const typed = rows.every((r) => PARTS.every((p) => isDecimalText(r[p])));
  const rule = typed ? rows.map((r) => feePartsError(r)).find((x) => x !== null) ?? null : null;

  const load = () => {
    const id = Number(typedId);
    if (!Number.isInteger(id) || id < 1) return;
    const next = new URLSearchParams(params);
    next.set('userId', String(id));
    setParams(next, { replace: true });
  };

  const save = () => {
    setError(null);
    savePersonal.mutate(
      { userId, settings: rows.map((r) => ({ currencyId: r.currencyId, fees: { absolute: r.absolute.trim(), percent: r.percent.trim(), min: r.min.trim(), max: r.max.trim() } })) },
      { onError: (e, vars) => setError(savePersonal.refusalOf(e, vars)) },
    );
  };

  return (
    <section aria-labelledby="p2pc-personal-title">
      <h2 id="p2pc-personal-title" className="p2pc-title">
        {t('p2pCatalogues.personal.heading')}
      </h2>
      <form
        className="p2pc-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          load();
        }}
      >
        <FormGroup label={t('p2pCatalogues.personal.userId')} labelFor="p2pc-personal-user" inline>
          <ControlGroup>
            <InputGroup id="p2pc-personal-user" inputMode="numeric" value={typedId} onValueChange={(v) => setTypedId(v.replace(/\D/g, ''))} />
            <Button type="submit">{t('p2pCatalogues.personal.load')}</Button>
          </ControlGroup>
        </FormGroup>
      </form>
      {userId > 0 && (
        <>
          <QueryState pending={profile.isPending} error={profile.isError} empty={false} onRetry={() => void profile.refetch()} />
          {profile.isError && <p className={Classes.TEXT_MUTED}>{v1FailureText(t, 'personal fees', 'edited', profile.error)}</p>}
          {profile.data && (
            <>
              <HTMLTable compact striped className="p2pc-table" aria-label={t('p2pCatalogues.personal.tableLabel', { userId })}>
                <TableHead
                  columns={[t('p2pCatalogues.fees.currency'), ...PARTS.map((p) => t(`p2pCatalogues.fees.${p}`)), t('p2pCatalogues.personal.currencyFee'), t('p2pCatalogues.columns.actions')]}
                />
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={7} className={Classes.TEXT_MUTED}>
                        {t('p2pCatalogues.personal.none')}
                      </td>
                    </tr>
                  )}
                  {rows.map((r, i) => {
                    const title = titleOf.get(r.currencyId) ?? String(r.currencyId);
                    const base = defaultOf.get(r.currencyId);
                    return (
                      <tr key={r.currencyId}>
                        <td>{title}</td>
                        {PARTS.map((p) => (
                          <td key={p}>
                            <InputGroup
                              size="small"
                              aria-label={t('p2pCatalogues.personal.partOf', { part: t(`p2pCatalogues.fees.${p}`), currency: title })}
                              value={r[p]}
                              intent={isDecimalText(r[p]) ? 'none' : 'danger'}
                              onValueChange={(v) => setRows(rows.map((x, j) => (j === i ? { ...x, [p]: v } : x)))}
                            />
                          </td>
                        ))}
                        <td className={Classes.TEXT_MUTED}>{base ? `${base.percent} % · ${base.min}–${base.max}` : '—'}</td>
                        <td>
                          <Button
                            variant="minimal"
                            size="small"
                            icon={<Trash />}
                            aria-label={t('p2pCatalogues.personal.remove', { currency: title })}
                            onClick={() => setRows(rows.filter((_, j) => j !== i))}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
              <div className="p2pc-toolbar">
                <div className="p2pc-inline">
                  <SelectField
                    id="p2pc-personal-add"
                    label={t('p2pCatalogues.personal.addCurrency')}
                    value={adding}
                    options={free.map((id) => ({ value: id, label: titleOf.get(id) ?? String(id) }))}
                    onChange={setAdding}
                  />
                  <Button
                    icon={<Plus />}
                    disabled={adding === ''}
                    onClick={() => {
                      if (adding === '') return;
                      setRows([...rows, { currencyId: adding, ...(defaultOf.get(adding) ?? ZERO) }]);
                      setAdding('');
                    }}
                  >
                    {t('p2pCatalogues.personal.add')}
                  </Button>
                </div>
                <ActionButton action={savePersonal} intent="primary" disabled={!typed || rule !== null} onClick={save}>
                  {t('p2pCatalogues.personal.save')}
                </ActionButton>
              </div>
              {rule && <Callout intent="danger">{t(`p2pCatalogues.errors.${rule}`)}</Callout>}
              {error && (
                <Callout intent="danger" role="alert">
                  {error}
                </Callout>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/** /p2p/fees: P2P fees per currency and a user's personal fees. */
export function FeesPage() {
  return (
    <div className="p2pc-page">
      <CurrencyFees />
      <PersonalFees />
    </div>
  );
}
