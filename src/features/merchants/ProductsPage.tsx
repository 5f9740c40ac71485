import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { ProductStatusTag } from '../../components/merchants/StatusTags.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '../../domain/marketplace.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { productsQuery, type Product, saveProduct } from './api.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { PRODUCT_STATUS_OPTIONS, productsListSchema } from './merchantsLists.ts';
import { listCount } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { editColumn } from './editColumn.tsx';
import { StatusField } from './StatusField.tsx';

type FilterValues = { storeId: number | null; status: string };
const FILTER_FIELDS: readonly FilterField<keyof FilterValues>[] = [
  { name: 'storeId', kind: 'numeric', label: 'merchants.filters.storeId' },
  { name: 'status', kind: 'select', label: 'merchants.filters.status', options: PRODUCT_STATUS_OPTIONS },
];
const INITIAL: FilterValues = { storeId: null, status: '' };
const DECIMAL = /^\d+(\.\d+)?$/;

/** Products (the stores' inventory): price, stock, category and status. */
export function ProductsPage() {
  const { t } = useTranslation('merchants');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const timeZone = admin?.settings.timezone || undefined;
  const { state, patchState } = useListQuery(productsListSchema);
  const list = useQuery(productsQuery({ page: state.page, pageSize: state.pageSize, storeId: state.filters.storeId, status: state.filters.status }));
  const [editing, setEditing] = useState<Product | null>(null);

  const columns = useMemo<DataTableColumn<Product>[]>(
    () => [
      { key: 'id', header: 'merchants.columns.id', width: 60, copyable: true, render: (p) => p.id },
      { key: 'store', header: 'merchants.columns.store', width: 170, render: (p) => `${p.storeName} (#${p.storeId})` },
      { key: 'name', header: 'merchants.columns.product', width: 180, copyable: true, render: (p) => p.name },
      { key: 'category', header: 'merchants.columns.category', width: 140, render: (p) => p.category ?? '—' },
      { key: 'price', header: 'merchants.columns.price', width: 150, render: (p) => `${formatAmount(p.price)} ${p.currency}` },
      { key: 'stock', header: 'merchants.columns.stock', width: 80, render: (p) => p.stock },
      { key: 'status', header: 'merchants.columns.status', width: 100, render: (p) => <ProductStatusTag status={p.status} /> },
      { key: 'date', header: 'merchants.columns.dateCreated', width: 150, render: (p) => formatDateTime(p.dateCreated, timeZone) },
      editColumn<Product>(t, 'merchants.products.editAria', 90, setEditing),
    ],
    [t, timeZone],
  );

  return (
    <div className="console-list-page">
      <FilterBar
        fields={FILTER_FIELDS}
        values={{ storeId: state.filters.storeId, status: state.filters.status }}
        initialValues={INITIAL}
        onSubmit={(values) => patchState({ filters: { ...state.filters, ...values }, page: 1 })}
        savedFiltersKey="merchants-products"
      />
      <DataTable<Product> label={t('merchants.products.title')} columns={columns} {...queryRows(list, t('merchants.list.loadFailed'))} emptyText={t('merchants.list.emptyProducts')} skeletonRows={state.pageSize} />
      <ListFooter {...listCount(list)} {...statePaging(state, patchState)} />
      {editing && <ProductDialog product={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function ProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const [name, setName] = useState(product.name);
  const [price, setPrice] = useState(product.price);
  const [stock, setStock] = useState(String(product.stock));
  const [category, setCategory] = useState(product.category ?? '');
  const [status, setStatus] = useState<ProductStatus>(product.status);

  const vars = () => {
    if (!name.trim()) throw new Error(t('merchants.errors.nameRequired'));
    if (!DECIMAL.test(price.trim())) throw new Error(t('merchants.errors.price'));
    if (!/^\d{1,9}$/.test(stock.trim())) throw new Error(t('merchants.errors.stock'));
    return { id: product.id, name: name.trim(), price: price.trim(), stock: Number(stock.trim()), category: category.trim() || null, status };
  };

  return (
    <FormDialog title={t('merchants.products.editTitle', { name: product.name })} action={saveProduct} vars={vars} onClose={onClose} submitText={t('merchants.actions.save')}>
      <FormGroup label={t('merchants.fields.name')} labelFor="product-name">
        <InputGroup id="product-name" value={name} maxLength={255} onValueChange={setName} />
      </FormGroup>
      <FormGroup label={t('merchants.fields.price', { currency: product.currency })} labelFor="product-price">
        <InputGroup id="product-price" value={price} inputMode="decimal" onValueChange={setPrice} />
      </FormGroup>
      <FormGroup label={t('merchants.fields.stock')} labelFor="product-stock">
        <InputGroup id="product-stock" value={stock} inputMode="numeric" onValueChange={setStock} />
      </FormGroup>
      <FormGroup label={t('merchants.fields.category')} labelFor="product-category">
        <InputGroup id="product-category" value={category} maxLength={128} onValueChange={setCategory} />
      </FormGroup>
      <StatusField id="product-status" words="merchants.productStatus" statuses={PRODUCT_STATUSES} value={status} onChange={setStatus} />
    </FormDialog>
  );
}
