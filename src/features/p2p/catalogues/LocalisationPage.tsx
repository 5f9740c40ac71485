import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useFilterParams } from './useFilterParams.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { LOCALISATION_LANGUAGES, type LocalisationLanguage } from '../../../domain/p2pCatalogues.ts';
import { catalogueKit, catalogueQueries, type LocalisationEntry } from './api.ts';
import { editColumn } from './editColumn.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';

function EditDialog({ entry, onClose }: { entry: LocalisationEntry; onClose: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  const [value, setValue] = useState(entry.value);
  return (
    <FormDialog
      title={t('p2pCatalogues.localisation.editTitle', { key: entry.key, language: entry.language })}
      action={catalogueKit.editLocalisation}
      vars={() => ({ id: entry.id, value })}
      onClose={onClose}
      submitText={t('p2pCatalogues.form.save')}
      style={{ width: 560 }}
    >
      <FormGroup label={t('p2pCatalogues.localisation.value')} labelFor="p2pc-loc-value">
        <TextArea id="p2pc-loc-value" fill autoResize value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      </FormGroup>
    </FormDialog>
  );
}

/** /p2p/localisation: the P2P service's strings per language; a search narrows by key or text. */
export function LocalisationPage() {
  const { t } = useTranslation('p2pCatalogues');
  const [params, set] = useFilterParams();
  const language = (LOCALISATION_LANGUAGES as readonly string[]).includes(params.get('language') ?? '') ? (params.get('language') as LocalisationLanguage) : 'En';
  const search = params.get('search') ?? '';
  const entries = useQuery(catalogueQueries.localisation(language));
  const [editing, setEditing] = useState<LocalisationEntry | null>(null);
  const needle = search.trim().toLowerCase();
  const rows = (entries.data ?? []).filter((e) => !needle || e.key.toLowerCase().includes(needle) || e.value.toLowerCase().includes(needle));

  const columns: DataTableColumn<LocalisationEntry>[] = [
    { key: 'key', header: 'p2pCatalogues.localisation.key', width: 220, copyable: true, render: (e) => e.key },
    { key: 'value', header: 'p2pCatalogues.localisation.value', width: 560, render: (e) => e.value },
    editColumn<LocalisationEntry>({ width: 70, label: (e) => t('p2pCatalogues.localisation.edit', { key: e.key }), onEdit: setEditing }),
  ];

  return (
    <div className="p2pc-page">
      <h2 className="p2pc-title">{t('p2pCatalogues.localisation.heading')}</h2>
      <div className="p2pc-toolbar p2pc-filters">
        <FormGroup label={t('p2pCatalogues.localisation.language')} labelFor="p2pc-loc-language">
          <HTMLSelect id="p2pc-loc-language" value={language} options={[...LOCALISATION_LANGUAGES]} onChange={(e) => set('language', e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t('p2pCatalogues.localisation.search')} labelFor="p2pc-loc-search">
          <InputGroup id="p2pc-loc-search" type="search" leftIcon={<Search />} value={search} onValueChange={(v) => set('search', v)} />
        </FormGroup>
      </div>
      <DataTable label={t('p2pCatalogues.localisation.heading')} columns={columns} rows={rows} getRowKey={(e) => e.id} {...listQueryState(entries, t('p2pCatalogues.state.failed'))} />
      {editing && <EditDialog entry={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
