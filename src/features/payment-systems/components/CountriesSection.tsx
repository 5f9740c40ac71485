import { ControlGroup, HTMLSelect, Classes } from '@blueprintjs/core';
import { Link, Plus } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import {
  catalogueActions, citiesQuery, countriesQuery, createCity, createCountry, deleteCity, deleteCountry, editCity as editCityAction, editCountry as editCountryAction,
  linkCountry, paymentMethodsQuery, unlinkCountry, type City, type Country, type PaymentMethod,
} from '../api.ts';
import { textOf, type FormValues } from '../entityForm.ts';
import { cityFields, countryFields } from '../forms.ts';
import { CatalogueSection } from './CatalogueSection.tsx';
import { RowActions, rowActionsColumn } from './RowActions.tsx';
import { saveWith, useEntityDialog } from './useEntityDialog.tsx';
import { useCatalogueDelete } from './useCatalogueDelete.tsx';

/** Countries (ISO2 and ISO3 unique) with their cities and linked payment methods in the expanded row. */
export function CountriesSection() {
  const { t } = useTranslation('paymentSystems');
  const countries = useQuery(countriesQuery());
  const cities = useQuery(citiesQuery());
  const methods = useQuery(paymentMethodsQuery());
  const { open, dialog } = useEntityDialog();
  const { confirmDelete, confirm, dialog: confirmDialog } = useCatalogueDelete();
  const citiesOf = useMemo(() => {
    const map = new Map<number, City[]>();
    for (const city of cities.data?.items ?? []) map.set(city.countryId, [...(map.get(city.countryId) ?? []), city]);
    return map;
  }, [cities.data]);

  // The declared writes (api.ts) refresh the catalogues and say what was done; a refusal shows in the dialog.
  const addCountry = useAction(createCountry);
  const saveCountry = useAction(editCountryAction);
  const dropCountry = useAction(deleteCountry);
  const addCity = useAction(createCity);
  const saveCity = useAction(editCityAction);
  const dropCity = useAction(deleteCity);
  const unlink = useAction(unlinkCountry);

  const countryBody = (v: FormValues) => ({ name: textOf(v, 'name') ?? '', iso2: textOf(v, 'iso2') ?? '', iso3: textOf(v, 'iso3') ?? '' });
  const editCountry = (country?: Country) =>
    open({
      title: t(country ? 'paymentSystems.countries.editTitle' : 'paymentSystems.countries.createTitle'),
      fields: countryFields,
      initial: country ? { name: country.name, iso2: country.iso2, iso3: country.iso3 } : {},
      save: country ? saveWith(editCountryAction, (v) => ({ id: country.id, ...countryBody(v) })) : saveWith(createCountry, countryBody),
    });

  const editCity = (country: Country, city?: City) =>
    open({
      title: t(city ? 'paymentSystems.cities.editTitle' : 'paymentSystems.cities.createTitle', { country: country.name }),
      fields: cityFields,
      initial: city ? { name: city.name } : {},
      save: city ? saveWith(editCityAction, (v) => ({ id: city.id, name: textOf(v, 'name') ?? '' })) : saveWith(createCity, (v) => ({ countryId: country.id, name: textOf(v, 'name') ?? '' })),
    });

  const columns: DataTableColumn<Country>[] = [
    { key: 'id', header: 'paymentSystems.columns.id', width: 56, render: (c) => c.id },
    { key: 'name', header: 'paymentSystems.countries.name', width: 220, render: (c) => c.name },
    { key: 'iso2', header: 'paymentSystems.countries.iso2', width: 70, render: (c) => c.iso2 },
    { key: 'iso3', header: 'paymentSystems.countries.iso3', width: 70, render: (c) => c.iso3 },
    { key: 'cities', header: 'paymentSystems.countries.cities', width: 260, render: (c) => (citiesOf.get(c.id) ?? []).map((city) => city.name).join(', ') || '—' },
    {
      key: 'methods', header: 'paymentSystems.countries.methods', width: 90,
      render: (c) => (methods.data?.items ?? []).filter((m) => m.countries.includes(c.id)).length,
    },
    rowActionsColumn(90, (c) => ({
      name: c.name,
      edit: { access: saveCountry, onClick: () => editCountry(c) },
      remove: { access: dropCountry, onClick: () => void confirmDelete('countries', c.name, () => dropCountry.settle(c.id)) },
    })),
  ];

  const renderExpanded = (country: Country) => (
    <div className="ps-expanded ps-expanded-columns">
      <div>
        <div className="ps-expanded-head">
          <strong>{t('paymentSystems.cities.heading', { country: country.name })}</strong>
          <ActionButton action={addCity} loading={false} size="small" icon={<Plus />} onClick={() => editCity(country)}>
            {t('paymentSystems.cities.create')}
          </ActionButton>
        </div>
        <ul className="ps-plain-list">
          {(citiesOf.get(country.id) ?? []).map((city) => (
            <li key={city.id}>
              <span>{city.name}</span>
              <RowActions
                name={city.name}
                edit={{ access: saveCity, onClick: () => editCity(country, city) }}
                remove={{ access: dropCity, onClick: () => void confirmDelete('cities', city.name, () => dropCity.settle(city.id)) }}
              />
            </li>
          ))}
          {!(citiesOf.get(country.id) ?? []).length && <li className={Classes.TEXT_MUTED}>{t('paymentSystems.cities.none')}</li>}
        </ul>
      </div>
      <CountryMethods
        country={country}
        methods={methods.data?.items ?? []}
        unlinkAccess={unlink}
        onUnlink={(method) =>
          void confirm({
            title: t('paymentSystems.links.deleteTitle'),
            text: t('paymentSystems.links.deleteText', { method: method.name, country: country.name }),
            action: () => unlink.settle({ countryId: country.id, paymentMethodId: method.id }),
          })
        }
      />
    </div>
  );

  return (
    <>
      <CatalogueSection catalogue="countries" columns={columns} query={countries} create={{ access: addCountry, onClick: () => editCountry() }} renderExpanded={renderExpanded} />
      {dialog}
      {confirmDialog}
    </>
  );
}

/** The payment methods offered in a country (GET Transaction/GetCountryPaymentMethods): link another, unlink one. */
function CountryMethods({ country, methods, onUnlink, unlinkAccess }: { country: Country; methods: readonly PaymentMethod[]; onUnlink: (m: PaymentMethod) => void; unlinkAccess: ActionAccess }) {
  const { t } = useTranslation('paymentSystems');
  const selectId = useId();
  const links = useQuery({ queryKey: ['paymentSystems', 'links', country.id], queryFn: () => catalogueActions.countryLinks(country.id) });
  const [choice, setChoice] = useState('');
  const linked = new Set((links.data?.items ?? []).map((l) => l.paymentMethodId));
  const byId = new Map(methods.map((m) => [m.id, m]));
  const free = methods.filter((m) => !linked.has(m.id));

  const linking = useAction(linkCountry);
  const link = () => {
    if (choice) linking.mutate({ countryId: country.id, paymentMethodId: Number(choice) }, { onSuccess: () => setChoice('') });
  };

  return (
    <div>
      <div className="ps-expanded-head">
        <strong>{t('paymentSystems.links.heading', { country: country.name })}</strong>
        <ControlGroup>
          <HTMLSelect id={selectId} aria-label={t('paymentSystems.links.choose')} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
            <option value="">{t('paymentSystems.links.choose')}</option>
            {free.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </HTMLSelect>
          <ActionButton action={linking} size="small" icon={<Link />} disabled={!choice} onClick={link}>
            {t('paymentSystems.links.create')}
          </ActionButton>
        </ControlGroup>
      </div>
      <ul className="ps-plain-list">
        {(links.data?.items ?? []).map((l) => {
          const method = byId.get(l.paymentMethodId);
          return (
            <li key={l.id}>
              <span>{method?.name ?? `#${l.paymentMethodId}`}</span>
              {method && <RowActions name={method.name} remove={{ access: unlinkAccess, onClick: () => onUnlink(method) }} />}
            </li>
          );
        })}
        {links.isSuccess && !links.data.items.length && <li className={Classes.TEXT_MUTED}>{t('paymentSystems.links.none')}</li>}
      </ul>
    </div>
  );
}
