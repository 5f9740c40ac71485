import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { Edit, Plus, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useFilterParams } from './useFilterParams.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { TagMultiSelect } from '../../../components/TagMultiSelect.tsx';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { PAYMENT_CATEGORIES, PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TYPES } from '../../../domain/catalogues.ts';
import { TEMPLATE_FIELD_TYPES } from '../../../domain/p2pCatalogues.ts';
import { catalogueKit, catalogueQueries, type P2pPaymentMethod, type PaymentMethodTemplate, type TemplateInput } from './api.ts';
import { CatalogueHeading } from './CatalogueHeading.tsx';
import { editColumn } from './editColumn.tsx';
import { FilterSelect, SelectField } from './fields.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';

type Category = P2pPaymentMethod['category'];
type Status = P2pPaymentMethod['status'];
type MethodType = P2pPaymentMethod['methodType'];

function MethodDialog({ method, onClose }: { method: P2pPaymentMethod | null; onClose: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  const templates = useQuery(catalogueQueries.templates());
  const currencies = useQuery(catalogueQueries.activeCurrencies());
  const [name, setName] = useState(method?.name ?? '');
  const [category, setCategory] = useState<Category>(method?.category ?? 'bankTransfer');
  const [methodType, setMethodType] = useState<MethodType>(method?.methodType ?? 'online');
  const [status, setStatus] = useState<Status>(method?.status === 'deleted' ? 'disabled' : method?.status ?? 'enabled');
  const [templateId, setTemplateId] = useState<number | ''>(method?.templateId ?? '');
  const [sortId, setSortId] = useState(method ? String(method.sortId) : '');
  const [currencyIds, setCurrencyIds] = useState<number[]>(method?.currencyIds ?? []);
  const sortOk = sortId.trim() === '' || /^-?\d+$/.test(sortId.trim());

  return (
    <FormDialog
      title={t(method ? 'p2pCatalogues.methods.editTitle' : 'p2pCatalogues.methods.createTitle')}
      action={method ? catalogueKit.editPaymentMethod : catalogueKit.createPaymentMethod}
      vars={() => {
        if (!name.trim() || !sortOk) return null;
        const body = {
          name: name.trim(),
          category,
          methodType,
          status,
          templateId: templateId === '' ? null : templateId,
          currencyIds,
          ...(sortId.trim() ? { sortId: Number(sortId.trim()) } : {}),
        };
        return { id: method?.id ?? null, body };
      }}
      onClose={onClose}
      submitText={t('p2pCatalogues.form.save')}
      canSubmit={Boolean(name.trim()) && sortOk}
      style={{ width: 560 }}
    >
          <FormGroup label={t('p2pCatalogues.methods.name')} labelFor="pm-name" intent={name.trim() ? 'none' : 'danger'} helperText={name.trim() ? undefined : t('p2pCatalogues.errors.nameRequired')}>
            <InputGroup id="pm-name" value={name} maxLength={128} onValueChange={setName} />
          </FormGroup>
          <div className="p2pc-grid">
            <SelectField id="pm-category" label={t('p2pCatalogues.methods.category')} value={category} options={PAYMENT_CATEGORIES.map((c) => ({ value: c, label: t(`p2pCatalogues.category.${c}`) }))} onChange={setCategory} />
            <SelectField id="pm-type" label={t('p2pCatalogues.methods.methodType')} value={methodType} options={PAYMENT_METHOD_TYPES.map((c) => ({ value: c, label: t(`p2pCatalogues.methodType.${c}`) }))} onChange={setMethodType} />
            <SelectField
              id="pm-status"
              label={t('p2pCatalogues.methods.status')}
              value={status}
              options={PAYMENT_METHOD_STATUSES.map((c) => ({ value: c, label: t(`p2pCatalogues.status.${c}`) }))}
              onChange={setStatus}
            />
            <FormGroup label={t('p2pCatalogues.methods.sortId')} labelFor="pm-sort" intent={sortOk ? 'none' : 'danger'}>
              <InputGroup id="pm-sort" inputMode="numeric" value={sortId} intent={sortOk ? 'none' : 'danger'} onValueChange={setSortId} />
            </FormGroup>
          </div>
          <FormGroup label={t('p2pCatalogues.methods.template')} labelFor="pm-template">
            <HTMLSelect
              id="pm-template"
              fill
              value={String(templateId)}
              options={[{ value: '', label: t('p2pCatalogues.methods.noTemplate') }, ...(templates.data ?? []).map((tp) => ({ value: String(tp.id), label: tp.name }))]}
              onChange={(e) => setTemplateId(e.currentTarget.value === '' ? '' : Number(e.currentTarget.value))}
            />
          </FormGroup>
          <FormGroup label={t('p2pCatalogues.methods.currencies')}>
            <TagMultiSelect
              options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
              value={currencyIds}
              onChange={(ids) => setCurrencyIds(ids.map(Number))}
              placeholder="p2pCatalogues.methods.chooseCurrencies"
            />
          </FormGroup>
    </FormDialog>
  );
}

function TemplateDialog({ template, onClose }: { template: PaymentMethodTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  const [name, setName] = useState(template?.name ?? '');
  const [fields, setFields] = useState<TemplateInput['fields']>(template?.fields ?? [{ name: '', type: 'text', required: true }]);
  const complete = name.trim() !== '' && fields.every((f) => f.name.trim() !== '');

  return (
    <FormDialog
      title={t(template ? 'p2pCatalogues.templates.editTitle' : 'p2pCatalogues.templates.createTitle')}
      action={template ? catalogueKit.editTemplate : catalogueKit.createTemplate}
      vars={() => {
        if (!complete) return null;
        const body = { name: name.trim(), fields: fields.map((f) => ({ name: f.name.trim(), type: f.type, required: f.required ?? false })) };
        return { id: template?.id ?? null, body };
      }}
      onClose={onClose}
      submitText={t('p2pCatalogues.form.save')}
      canSubmit={complete}
      style={{ width: 600 }}
    >
          <FormGroup label={t('p2pCatalogues.templates.name')} labelFor="tpl-name">
            <InputGroup id="tpl-name" value={name} maxLength={128} onValueChange={setName} />
          </FormGroup>
          {fields.map((f, i) => (
            <div className="p2pc-grid p2pc-source" key={i}>
              <FormGroup label={t('p2pCatalogues.templates.fieldName')} labelFor={`tpl-field-${i}`}>
                <InputGroup id={`tpl-field-${i}`} value={f.name} maxLength={64} onValueChange={(v) => setFields(fields.map((x, j) => (j === i ? { ...x, name: v } : x)))} />
              </FormGroup>
              <SelectField
                id={`tpl-type-${i}`}
                label={t('p2pCatalogues.templates.fieldType')}
                value={f.type}
                options={TEMPLATE_FIELD_TYPES.map((ty) => ({ value: ty, label: t(`p2pCatalogues.fieldType.${ty}`) }))}
                onChange={(type) => setFields(fields.map((x, j) => (j === i ? { ...x, type } : x)))}
              />
              <Checkbox
                label={t('p2pCatalogues.templates.required')}
                checked={f.required ?? false}
                onChange={(e) => {
                  const required = e.currentTarget.checked;
                  setFields(fields.map((x, j) => (j === i ? { ...x, required } : x)));
                }}
              />
              <Button variant="minimal" icon={<Trash />} aria-label={t('p2pCatalogues.templates.removeField')} onClick={() => setFields(fields.filter((_, j) => j !== i))} />
            </div>
          ))}
          <Button size="small" icon={<Plus />} onClick={() => setFields([...fields, { name: '', type: 'text', required: false }])}>
            {t('p2pCatalogues.templates.addField')}
          </Button>
    </FormDialog>
  );
}

function Templates() {
  const { t } = useTranslation('p2pCatalogues');
  const deleteTemplate = useAction(catalogueKit.deleteTemplate);
  const createTemplate = useAction(catalogueKit.createTemplate);
  const editTemplate = useAction(catalogueKit.editTemplate);
  const templates = useQuery(catalogueQueries.templates());
  const [editing, setEditing] = useState<PaymentMethodTemplate | null | undefined>(undefined);
  const { confirm, dialog } = useConfirm();
  const rows = templates.data ?? [];

  const remove = (tp: PaymentMethodTemplate) =>
    confirm({
      title: t('p2pCatalogues.templates.deleteTitle'),
      text: t('p2pCatalogues.templates.deleteText', { name: tp.name }),
      action: () => deleteTemplate.settle(tp.id),
    });

  const columns: DataTableColumn<PaymentMethodTemplate>[] = [
    { key: 'id', header: 'p2pCatalogues.columns.id', width: 60, render: (tp) => tp.id },
    { key: 'name', header: 'p2pCatalogues.templates.name', width: 180, render: (tp) => tp.name },
    {
      key: 'fields',
      header: 'p2pCatalogues.templates.fields',
      width: 420,
      render: (tp) => tp.fields.map((f) => `${f.name} (${t(`p2pCatalogues.fieldType.${f.type}`)}${f.required ? ', *' : ''})`).join(', '),
    },
    {
      key: 'actions',
      header: 'p2pCatalogues.columns.actions',
      width: 100,
      render: (tp) => (
        <>
          <ActionButton action={editTemplate} loading={false} variant="minimal" size="small" icon={<Edit />} aria-label={t('p2pCatalogues.templates.edit', { name: tp.name })} onClick={() => setEditing(tp)} />
          <ActionButton action={deleteTemplate} variant="minimal" size="small" icon={<Trash />} intent="danger" aria-label={t('p2pCatalogues.templates.delete', { name: tp.name })} onClick={() => void remove(tp)} />
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="p2pc-templates-title">
      <CatalogueHeading id="p2pc-templates-title" title={t('p2pCatalogues.templates.heading')} addText={t('p2pCatalogues.templates.create')} onAdd={() => setEditing(null)} access={createTemplate} primary={false} />
      <DataTable label={t('p2pCatalogues.templates.heading')} columns={columns} rows={rows} getRowKey={(tp) => tp.id} maxHeight={320} {...listQueryState(templates, t('p2pCatalogues.state.failed'))} />
      {editing !== undefined && <TemplateDialog template={editing} onClose={() => setEditing(undefined)} />}
      {dialog}
    </section>
  );
}

function Methods() {
  const { t } = useTranslation('p2pCatalogues');
  const [params, set] = useFilterParams();
  const createMethod = useAction(catalogueKit.createPaymentMethod);
  const editMethod = useAction(catalogueKit.editPaymentMethod);
  const category = PAYMENT_CATEGORIES.find((c) => c === params.get('category'));
  const status = PAYMENT_METHOD_STATUSES.find((s) => s === params.get('status'));
  const methods = useQuery(catalogueQueries.paymentMethods({ ...(category ? { category } : {}), ...(status ? { status } : {}) }));
  const templates = useQuery(catalogueQueries.templates());
  const currencies = useQuery(catalogueQueries.activeCurrencies());
  const [editing, setEditing] = useState<P2pPaymentMethod | null | undefined>(undefined);
  const templateName = useMemo(() => new Map((templates.data ?? []).map((tp) => [tp.id, tp.name])), [templates.data]);
  const currencyTitle = useMemo(() => new Map((currencies.data ?? []).map((c) => [c.id, c.title])), [currencies.data]);
  const rows = methods.data?.items ?? [];

  const columns: DataTableColumn<P2pPaymentMethod>[] = [
    { key: 'id', header: 'p2pCatalogues.columns.id', width: 56, render: (m) => m.id },
    { key: 'name', header: 'p2pCatalogues.methods.name', width: 170, render: (m) => m.name },
    { key: 'category', header: 'p2pCatalogues.methods.category', width: 120, render: (m) => t(`p2pCatalogues.category.${m.category}`) },
    { key: 'type', header: 'p2pCatalogues.methods.methodType', width: 80, render: (m) => t(`p2pCatalogues.methodType.${m.methodType}`) },
    {
      key: 'status',
      header: 'p2pCatalogues.methods.status',
      width: 90,
      render: (m) => (
        <Tag multiline minimal intent={m.status === 'enabled' ? 'success' : m.status === 'deleted' ? 'danger' : 'none'}>
          {t(`p2pCatalogues.status.${m.status}`)}
        </Tag>
      ),
    },
    { key: 'template', header: 'p2pCatalogues.methods.template', width: 120, render: (m) => (m.templateId === null ? '—' : templateName.get(m.templateId) ?? m.templateId) },
    { key: 'currencies', header: 'p2pCatalogues.methods.currencies', width: 160, render: (m) => m.currencyIds.map((id) => currencyTitle.get(id) ?? id).join(', ') || '—' },
    { key: 'sortId', header: 'p2pCatalogues.methods.sortId', width: 60, render: (m) => m.sortId },
    editColumn<P2pPaymentMethod>({ width: 70, label: (m) => t('p2pCatalogues.methods.edit', { name: m.name }), onEdit: setEditing, access: editMethod }),
  ];

  return (
    <section aria-labelledby="p2pc-methods-title">
      <CatalogueHeading id="p2pc-methods-title" title={t('p2pCatalogues.methods.heading')} addText={t('p2pCatalogues.methods.create')} onAdd={() => setEditing(null)} access={createMethod} />
      <div className="p2pc-toolbar p2pc-filters">
        <FilterSelect id="pm-filter-category" label={t('p2pCatalogues.methods.category')} value={category} values={PAYMENT_CATEGORIES} caption={(c) => t(`p2pCatalogues.category.${c}`)} onChange={(v) => set('category', v)} />
        <FilterSelect id="pm-filter-status" label={t('p2pCatalogues.methods.status')} value={status} values={PAYMENT_METHOD_STATUSES} caption={(s) => t(`p2pCatalogues.status.${s}`)} onChange={(v) => set('status', v)} />
      </div>
      <DataTable label={t('p2pCatalogues.methods.heading')} columns={columns} rows={rows} getRowKey={(m) => m.id} maxHeight={420} {...listQueryState(methods, t('p2pCatalogues.state.failed'))} />
      {editing !== undefined && <MethodDialog method={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

/** /p2p/payment-methods: P2P payment methods (sortId ascending) and the templates of their requisites. */
export function PaymentMethodsPage() {
  return (
    <div className="p2pc-page">
      <Methods />
      <Templates />
    </div>
  );
}
