import { Tag, Classes } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import type { PaymentFieldType } from '../../../domain/catalogues.ts';
import {
  countriesQuery, createField, createPaymentMethod, deleteField, deletePaymentMethod, editField as editFieldAction, editPaymentMethod, paymentMethodsQuery,
  setPaymentMethodIcon, type PaymentMethod, type PaymentMethodField,
} from '../api.ts';
import { flagOf, intOf, listOf, nullableText, textOf, type FormValues } from '../entityForm.ts';
import { fieldFields, paymentMethodFields } from '../forms.ts';
import { CatalogueSection } from './CatalogueSection.tsx';
import { IconImage } from './IconImage.tsx';
import { IconUploadDialog } from './IconUploadDialog.tsx';
import { RowActions, rowActionsColumn } from './RowActions.tsx';
import { saveWith, useEntityDialog } from './useEntityDialog.tsx';
import { useCatalogueDelete } from './useCatalogueDelete.tsx';
import { TableHead } from '../../../components/TableHead.tsx';

type Category = PaymentMethod['category'];
type MethodType = PaymentMethod['methodType'];
type Status = PaymentMethod['status'];

/** Payment methods (sortId ascending, the 1000 inner load) with their custom fields in the expanded row. */
export function PaymentMethodsSection() {
  const { t } = useTranslation('paymentSystems');
  const methods = useQuery(paymentMethodsQuery());
  const countries = useQuery(countriesQuery());
  const { open, dialog } = useEntityDialog();
  const { confirmDelete, dialog: confirmDialog } = useCatalogueDelete();
  const [iconFor, setIconFor] = useState<PaymentMethod | null>(null);
  const countryName = useMemo(() => new Map((countries.data?.items ?? []).map((c) => [c.id, c.name])), [countries.data]);

  // The declared writes (api.ts) refresh the catalogues and say what was done; a refusal shows in the dialog.
  const create = useAction(createPaymentMethod);
  const save = useAction(editPaymentMethod);
  const drop = useAction(deletePaymentMethod);
  const addField = useAction(createField);
  const saveField = useAction(editFieldAction);
  const dropField = useAction(deleteField);
  const setIcon = useAction(setPaymentMethodIcon);

  const bodyOf = (v: FormValues) => ({
    name: textOf(v, 'name') ?? '',
    category: String(v.category) as Category,
    methodType: String(v.methodType) as MethodType,
    status: String(v.status) as Status,
    isEnabledForP2p: flagOf(v, 'isEnabledForP2p'),
    isEnabledForWallets: flagOf(v, 'isEnabledForWallets'),
    countries: listOf(v, 'countries').map(Number),
    ...(intOf(v, 'sortId') !== undefined ? { sortId: intOf(v, 'sortId') } : {}),
  });

  const edit = (method?: PaymentMethod) =>
    open({
      title: t(method ? 'paymentSystems.methods.editTitle' : 'paymentSystems.methods.createTitle'),
      fields: paymentMethodFields(countries.data?.items ?? []),
      initial: method
        ? {
            name: method.name, category: method.category, methodType: method.methodType, status: method.status === 'deleted' ? 'disabled' : method.status,
            sortId: String(method.sortId), isEnabledForP2p: method.isEnabledForP2p, isEnabledForWallets: method.isEnabledForWallets,
            countries: method.countries.map(String),
          }
        : { category: 'bankTransfer', methodType: 'online', status: 'enabled', isEnabledForP2p: true, isEnabledForWallets: true, countries: [] },
      save: method ? saveWith(editPaymentMethod, (values) => ({ id: method.id, ...bodyOf(values) })) : saveWith(createPaymentMethod, bodyOf),
    });

  const remove = (method: PaymentMethod) => confirmDelete('methods', method.name, () => drop.settle(method.id));

  const fieldBody = (v: FormValues) => ({
    name: textOf(v, 'name') ?? '',
    fieldType: String(v.fieldType) as PaymentFieldType,
    target: nullableText(v, 'target'),
    regex: nullableText(v, 'regex'),
    isRequired: flagOf(v, 'isRequired'),
    isMultiline: flagOf(v, 'isMultiline'),
    isUniqueRequired: flagOf(v, 'isUniqueRequired'),
  });

  const editField = (method: PaymentMethod, field?: PaymentMethodField) =>
    open({
      title: t(field ? 'paymentSystems.fields.editTitle' : 'paymentSystems.fields.createTitle', { method: method.name }),
      fields: fieldFields,
      initial: field
        ? { name: field.name, fieldType: field.fieldType, target: field.target ?? '', regex: field.regex ?? '', isRequired: field.isRequired, isMultiline: field.isMultiline, isUniqueRequired: field.isUniqueRequired }
        : { fieldType: 'text', isRequired: true },
      save: field ? saveWith(editFieldAction, (values) => ({ id: field.id, ...fieldBody(values) })) : saveWith(createField, (values) => ({ paymentMethodId: method.id, ...fieldBody(values) })),
    });

  const removeField = (field: PaymentMethodField) => confirmDelete('fields', field.name, () => dropField.settle(field.id));

  const columns: DataTableColumn<PaymentMethod>[] = [
    { key: 'icon', header: 'paymentSystems.methods.icon', width: 48, render: (m) => <IconImage iconId={m.iconId} /> },
    { key: 'id', header: 'paymentSystems.columns.id', width: 48, render: (m) => m.id },
    { key: 'name', header: 'paymentSystems.methods.name', width: 150, render: (m) => m.name },
    { key: 'category', header: 'paymentSystems.methods.category', width: 120, render: (m) => t(`paymentSystems.category.${m.category}`) },
    { key: 'methodType', header: 'paymentSystems.methods.methodType', width: 80, render: (m) => t(`paymentSystems.methodType.${m.methodType}`) },
    {
      key: 'status', header: 'paymentSystems.methods.status', width: 90,
      render: (m) => <Tag multiline minimal intent={m.status === 'enabled' ? 'success' : m.status === 'deleted' ? 'danger' : 'none'}>{t(`paymentSystems.status.${m.status}`)}</Tag>,
    },
    { key: 'p2p', header: 'paymentSystems.methods.p2p', width: 56, render: (m) => t(m.isEnabledForP2p ? 'paymentSystems.yes' : 'paymentSystems.no') },
    { key: 'wallets', header: 'paymentSystems.methods.wallets', width: 70, render: (m) => t(m.isEnabledForWallets ? 'paymentSystems.yes' : 'paymentSystems.no') },
    { key: 'countries', header: 'paymentSystems.methods.countries', width: 150, render: (m) => m.countries.map((id) => countryName.get(id) ?? id).join(', ') || '—' },
    { key: 'fields', header: 'paymentSystems.methods.fields', width: 60, render: (m) => m.fields.length },
    { key: 'sortId', header: 'paymentSystems.methods.sortId', width: 56, render: (m) => m.sortId },
    rowActionsColumn(110, (m) => ({ name: m.name, edit: { access: save, onClick: () => edit(m) }, icon: { access: setIcon, onClick: () => setIconFor(m) }, remove: { access: drop, onClick: () => void remove(m) } })),
  ];

  const renderFields = (method: PaymentMethod) => (
    <div className="ps-expanded">
      <div className="ps-expanded-head">
        <strong>{t('paymentSystems.fields.heading', { method: method.name })}</strong>
        <ActionButton action={addField} loading={false} size="small" icon={<Plus />} onClick={() => editField(method)}>
          {t('paymentSystems.fields.create')}
        </ActionButton>
      </div>
      {method.fields.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('paymentSystems.fields.none')}</p>
      ) : (
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ps-inner-table`}>
          <TableHead columns={[t('paymentSystems.fields.name'), t('paymentSystems.fields.fieldType'), t('paymentSystems.fields.target'), t('paymentSystems.fields.regex'), t('paymentSystems.fields.flags'), t('paymentSystems.columns.actions')]} />
          <tbody>
            {method.fields.map((f) => (
              <tr key={f.id}>
                <td>{f.name}</td>
                <td>{t(`paymentSystems.fieldType.${f.fieldType}`)}</td>
                <td>{f.target ?? '—'}</td>
                <td>
                  <code>{f.regex ?? '—'}</code>
                </td>
                <td>
                  {[f.isRequired && t('paymentSystems.fields.required'), f.isMultiline && t('paymentSystems.fields.multiline'), f.isUniqueRequired && t('paymentSystems.fields.uniqueRequired')]
                    .filter(Boolean)
                    .join(', ') || '—'}
                </td>
                <td>
                  <RowActions name={f.name} edit={{ access: saveField, onClick: () => editField(method, f) }} remove={{ access: dropField, onClick: () => void removeField(f) }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );

  return (
    <>
      <CatalogueSection catalogue="methods" columns={columns} query={methods} create={{ access: create, onClick: () => edit() }} renderExpanded={renderFields} />
      {dialog}
      {confirmDialog}
      {iconFor && <IconUploadDialog subject={iconFor.name} target={iconFor} upload={setPaymentMethodIcon} onClose={() => setIconFor(null)} />}
    </>
  );
}
