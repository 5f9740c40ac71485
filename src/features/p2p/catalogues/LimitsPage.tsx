import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { limitError } from '../../../domain/p2pCatalogues.ts';
import { catalogueKit, catalogueQueries, type P2pLimit } from './api.ts';
import { CatalogueHeading } from './CatalogueHeading.tsx';
import { editColumn } from './editColumn.tsx';
import { DecimalField, SelectField, isDecimalText } from './fields.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';

function LimitDialog({ limit, taken, onClose }: { limit: P2pLimit | null; taken: number[]; onClose: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  const active = useQuery(catalogueQueries.activeCurrencies());
  const [currencyId, setCurrencyId] = useState<number | ''>(limit?.currencyId ?? '');
  const [minAmount, setMin] = useState(limit?.minAmount ?? '');
  const [maxAmount, setMax] = useState(limit?.maxAmount ?? '');
  const typed = isDecimalText(minAmount) && isDecimalText(maxAmount);
  const rule = typed ? limitError(minAmount.trim(), maxAmount.trim()) : null;
  const options = (active.data ?? []).filter((c) => c.id === limit?.currencyId || !taken.includes(c.id)).map((c) => ({ value: c.id, label: c.title }));

  return (
    <FormDialog
      title={t(limit ? 'p2pCatalogues.limits.editTitle' : 'p2pCatalogues.limits.createTitle', { currency: limit?.currencyTitle ?? '' })}
      action={catalogueKit.saveLimit}
      vars={() => (currencyId === '' || !typed || rule ? null : { limit: { currencyId, minAmount: minAmount.trim(), maxAmount: maxAmount.trim() }, isNew: limit === null })}
      onClose={onClose}
      submitText={t('p2pCatalogues.form.save')}
      canSubmit={currencyId !== '' && typed && rule === null}
      problem={rule ? t(`p2pCatalogues.errors.${rule}`) : null}
    >
      <SelectField id="limit-currency" label={t('p2pCatalogues.limits.currency')} value={currencyId} options={options} onChange={setCurrencyId} disabled={limit !== null} />
      <div className="p2pc-grid">
        <DecimalField id="limit-min" label={t('p2pCatalogues.limits.min')} value={minAmount} onChange={setMin} />
        <DecimalField id="limit-max" label={t('p2pCatalogues.limits.max')} value={maxAmount} onChange={setMax} />
      </div>
    </FormDialog>
  );
}

/** /p2p/limits: the smallest and largest deal per currency (never zero; the maximum not below the minimum). */
export function LimitsPage() {
  const { t } = useTranslation('p2pCatalogues');
  const limits = useQuery(catalogueQueries.limits());
  const [editing, setEditing] = useState<P2pLimit | null | undefined>(undefined);
  const rows = limits.data?.limits ?? [];

  const columns: DataTableColumn<P2pLimit>[] = [
    { key: 'currency', header: 'p2pCatalogues.limits.currency', width: 120, render: (l) => l.currencyTitle },
    { key: 'min', header: 'p2pCatalogues.limits.min', width: 160, render: (l) => l.minAmount },
    { key: 'max', header: 'p2pCatalogues.limits.max', width: 160, render: (l) => l.maxAmount },
    editColumn<P2pLimit>({ width: 80, label: (l) => t('p2pCatalogues.limits.edit', { currency: l.currencyTitle }), onEdit: setEditing }),
  ];

  return (
    <div className="p2pc-page">
      <CatalogueHeading title={t('p2pCatalogues.limits.heading')} addText={t('p2pCatalogues.limits.create')} onAdd={() => setEditing(null)} />
      <DataTable label={t('p2pCatalogues.limits.heading')} columns={columns} rows={rows} getRowKey={(l) => l.id} {...listQueryState(limits, t('p2pCatalogues.state.failed'))} />
      {editing !== undefined && <LimitDialog limit={editing} taken={rows.map((l) => l.currencyId)} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
