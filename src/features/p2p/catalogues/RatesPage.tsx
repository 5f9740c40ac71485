import { Button, Classes } from '@blueprintjs/core';
import { Edit, Plus, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { catalogueKit, catalogueQueries, type RateSetting } from './api.ts';
import { CatalogueHeading } from './CatalogueHeading.tsx';
import { SelectField } from './fields.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';

type Choice = { sourceId: number | ''; paymentMethodId: number | null };

function RateDialog({ setting, onClose }: { setting: RateSetting | null; onClose: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  const active = useQuery(catalogueQueries.activeCurrencies());
  const sources = useQuery(catalogueQueries.rateSources());
  const methods = useQuery(catalogueQueries.ratePaymentMethods());
  const [base, setBase] = useState<string | ''>(setting?.baseCurrency ?? '');
  const [quote, setQuote] = useState<string | ''>(setting?.quoteCurrency ?? '');
  const [choices, setChoices] = useState<Choice[]>(setting?.sources ?? [{ sourceId: '', paymentMethodId: null }]);
  const currencyOptions = (active.data ?? []).map((c) => ({ value: c.title, label: c.title }));
  const sourceOptions = (sources.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  return (
    <FormDialog
      title={t(setting ? 'p2pCatalogues.rates.editTitle' : 'p2pCatalogues.rates.createTitle')}
      action={catalogueKit.saveRate}
      // A source without a payment method is sent as it is: the server answers NullSource.
      vars={() =>
        !base || !quote
          ? null
          : {
              body: { baseCurrency: base, quoteCurrency: quote, sources: choices.filter((c) => c.sourceId !== '').map((c) => ({ sourceId: Number(c.sourceId), paymentMethodId: c.paymentMethodId })) },
              isNew: setting === null,
            }
      }
      onClose={onClose}
      submitText={t('p2pCatalogues.form.save')}
      canSubmit={Boolean(base && quote)}
      style={{ width: 560 }}
    >
          <div className="p2pc-grid">
            <SelectField id="rate-base" label={t('p2pCatalogues.rates.base')} value={base} options={currencyOptions} onChange={setBase} disabled={setting !== null} />
            <SelectField id="rate-quote" label={t('p2pCatalogues.rates.quote')} value={quote} options={currencyOptions} onChange={setQuote} disabled={setting !== null} />
          </div>
          {choices.map((c, i) => (
            <div className="p2pc-grid p2pc-source" key={i}>
              <SelectField
                id={`rate-source-${i}`}
                label={t('p2pCatalogues.rates.source')}
                value={c.sourceId}
                options={sourceOptions}
                onChange={(sourceId) => setChoices(choices.map((x, j) => (j === i ? { sourceId, paymentMethodId: null } : x)))}
              />
              <SelectField
                id={`rate-method-${i}`}
                label={t('p2pCatalogues.rates.paymentMethod')}
                value={c.paymentMethodId ?? ''}
                options={(methods.data ?? []).filter((m) => m.sourceId === c.sourceId).map((m) => ({ value: m.id, label: m.name }))}
                onChange={(paymentMethodId) => setChoices(choices.map((x, j) => (j === i ? { ...x, paymentMethodId } : x)))}
              />
              <Button
                variant="minimal"
                icon={<Trash />}
                aria-label={t('p2pCatalogues.rates.removeSource')}
                disabled={choices.length === 1}
                onClick={() => setChoices(choices.filter((_, j) => j !== i))}
              />
            </div>
          ))}
          <Button icon={<Plus />} size="small" onClick={() => setChoices([...choices, { sourceId: '', paymentMethodId: null }])}>
            {t('p2pCatalogues.rates.addSource')}
          </Button>
    </FormDialog>
  );
}

/** /p2p/rates: which sources (and which of their payment methods) set the course of each currency pair. */
export function RatesPage() {
  const { t } = useTranslation('p2pCatalogues');
  const settings = useQuery(catalogueQueries.rateSettings());
  const sources = useQuery(catalogueQueries.rateSources());
  const methods = useQuery(catalogueQueries.ratePaymentMethods());
  const [editing, setEditing] = useState<RateSetting | null | undefined>(undefined);
  const { confirm, dialog } = useConfirm();
  const deleteRate = useAction(catalogueKit.deleteRate);
  const sourceName = useMemo(() => new Map((sources.data ?? []).map((s) => [s.id, s.name])), [sources.data]);
  const methodName = useMemo(() => new Map((methods.data ?? []).map((m) => [m.id, m.name])), [methods.data]);
  const rows = settings.data ?? [];

  const remove = (s: RateSetting) =>
    confirm({
      title: t('p2pCatalogues.rates.deleteTitle'),
      text: t('p2pCatalogues.rates.deleteText', { pair: `${s.baseCurrency}/${s.quoteCurrency}` }),
      action: () => deleteRate.settle({ baseCurrency: s.baseCurrency, quoteCurrency: s.quoteCurrency }),
    });

  const columns: DataTableColumn<RateSetting>[] = [
    { key: 'pair', header: 'p2pCatalogues.rates.pair', width: 120, render: (s) => `${s.baseCurrency}/${s.quoteCurrency}` },
    {
      key: 'sources',
      header: 'p2pCatalogues.rates.sources',
      width: 340,
      render: (s) => s.sources.map((c) => `${sourceName.get(c.sourceId) ?? c.sourceId}: ${c.paymentMethodId === null ? '—' : methodName.get(c.paymentMethodId) ?? c.paymentMethodId}`).join('; '),
    },
    { key: 'rate', header: 'p2pCatalogues.rates.rate', width: 130, render: (s) => s.rate ?? '—' },
    { key: 'updated', header: 'p2pCatalogues.rates.updated', width: 150, render: (s) => (s.dateUpdated ? formatDateTime(s.dateUpdated) : '—') },
    {
      key: 'actions',
      header: 'p2pCatalogues.columns.actions',
      width: 100,
      render: (s) => (
        <>
          <Button variant="minimal" size="small" icon={<Edit />} aria-label={t('p2pCatalogues.rates.edit', { pair: `${s.baseCurrency}/${s.quoteCurrency}` })} onClick={() => setEditing(s)} />
          <ActionButton action={deleteRate} variant="minimal" size="small" icon={<Trash />} intent="danger" aria-label={t('p2pCatalogues.rates.delete', { pair: `${s.baseCurrency}/${s.quoteCurrency}` })} onClick={() => void remove(s)} />
        </>
      ),
    },
  ];

  return (
    <div className="p2pc-page">
      <CatalogueHeading title={t('p2pCatalogues.rates.heading')} addText={t('p2pCatalogues.rates.create')} onAdd={() => setEditing(null)} />
      <p className={Classes.TEXT_MUTED}>{t('p2pCatalogues.rates.about')}</p>
      <DataTable label={t('p2pCatalogues.rates.heading')} columns={columns} rows={rows} getRowKey={(s) => `${s.baseCurrency}/${s.quoteCurrency}`} {...listQueryState(settings, t('p2pCatalogues.state.failed'))} />
      {editing !== undefined && <RateDialog setting={editing} onClose={() => setEditing(undefined)} />}
      {dialog}
    </div>
  );
}
