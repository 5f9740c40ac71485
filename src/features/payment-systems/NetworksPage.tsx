import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/useTranslation.ts';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { useAction } from '../../components/useAction.ts';
import { createNetwork, deleteNetwork, editNetwork, networksQuery, type Network } from './api.ts';
import { CatalogueSection } from './components/CatalogueSection.tsx';
import { RowActions } from './components/RowActions.tsx';
import { saveWith, useEntityDialog } from './components/useEntityDialog.tsx';
import { useCatalogueDelete } from './components/useCatalogueDelete.tsx';
import { flagOf, nullableText, textOf, type FormValues } from './entityForm.ts';
import { networkFields } from './forms.ts';

const FLAGS = ['tagMultiline', 'uriAmount', 'addressMultiple', 'addressPublicKey', 'addressTagOnly', 'addressTokens'] as const;

/** Networks tab (spec 3 §3 labels; the calls are designed): address and tag rules and explorer links. */
export function NetworksPage() {
  const { t } = useTranslation('paymentSystems');
  // The declared writes (api.ts) refresh the catalogues and say what was done; a refusal shows in the dialog.
  const create = useAction(createNetwork);
  const save = useAction(editNetwork);
  const drop = useAction(deleteNetwork);
  const networks = useQuery(networksQuery());
  const { open, dialog } = useEntityDialog();
  const { confirmDelete, dialog: confirmDialog } = useCatalogueDelete();

  const body = (v: FormValues) => ({
    uniqueId: textOf(v, 'uniqueId') ?? '',
    tagName: nullableText(v, 'tagName'),
    tagRegex: nullableText(v, 'tagRegex'),
    addressRegex: nullableText(v, 'addressRegex'),
    transactionUrl: nullableText(v, 'transactionUrl'),
    addressUrl: nullableText(v, 'addressUrl'),
    ...Object.fromEntries(FLAGS.map((f) => [f, flagOf(v, f)])),
  });

  const edit = (network?: Network) =>
    open({
      title: network ? t('paymentSystems.networks.editTitle', { name: network.uniqueId }) : t('paymentSystems.networks.createTitle'),
      fields: networkFields,
      initial: network
        ? {
            uniqueId: network.uniqueId, tagName: network.tagName ?? '', tagRegex: network.tagRegex ?? '', addressRegex: network.addressRegex ?? '',
            transactionUrl: network.transactionUrl ?? '', addressUrl: network.addressUrl ?? '', ...Object.fromEntries(FLAGS.map((f) => [f, network[f]])),
          }
        : {},
      save: network ? saveWith(editNetwork, (v) => ({ id: network.id, ...body(v) })) : saveWith(createNetwork, body),
    });

  const remove = (network: Network) => confirmDelete('networks', network.uniqueId, () => drop.settle(network.id));

  const columns: DataTableColumn<Network>[] = [
    { key: 'uniqueId', header: 'paymentSystems.networks.uniqueId', width: 100, render: (n) => n.uniqueId },
    { key: 'tagName', header: 'paymentSystems.networks.tagName', width: 120, render: (n) => n.tagName ?? '—' },
    { key: 'addressRegex', header: 'paymentSystems.networks.addressRegex', width: 210, copyable: true, render: (n) => n.addressRegex ?? '—' },
    {
      key: 'flags', header: 'paymentSystems.networks.flags', width: 330,
      render: (n) => {
        const text = FLAGS.filter((f) => n[f]).map((f) => t(`paymentSystems.networks.${f}`)).join(', ');
        return <span title={text}>{text || '—'}</span>;
      },
    },
    { key: 'addressUrl', header: 'paymentSystems.networks.addressUrl', width: 240, copyable: true, render: (n) => n.addressUrl ?? '—' },
    { key: 'actions', header: 'paymentSystems.columns.actions', width: 80, render: (n) => <RowActions name={n.uniqueId} edit={{ access: save, onClick: () => edit(n) }} remove={{ access: drop, onClick: () => void remove(n) }} /> },
  ];

  return (
    <div className="ps-page">
      <CatalogueSection catalogue="networks" columns={columns} query={networks} create={{ access: create, onClick: () => edit() }} maxHeight={600} />
      {dialog}
      {confirmDialog}
    </div>
  );
}
