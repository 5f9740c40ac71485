import { Button, FormGroup, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { SavedFilter } from '../domain/adminSettings.ts';
import type { DateRangeValue } from '../domain/listQuery.ts';
import { valuesFromSavedFilter } from '../domain/savedFilters.ts';
import { useFiltersCollapsed, useSavedFilters } from './adminSettings.tsx';
import { lazyDateRangeInput } from './dateRangeInputChunk.ts';
import { filterValuesEqual, trimTextValues, type FilterBarValues, type FilterField, type FilterOption } from './filterFields.ts';
import { NumericFilterInput } from './NumericFilterInput.tsx';
import { SavedFiltersMenu } from './SavedFiltersMenu.tsx';
import { TagMultiSelect } from './TagMultiSelect.tsx';
import './filterBar.css';

// Blueprint's date inputs bring date-fns and react-day-picker (about 33 kB gzip): only lists
// with a date filter load them (prefetched, it renders without suspending: dateRangeInputChunk.ts).
const DateRangeInput = lazy(lazyDateRangeInput);

/**
 * A select's choices, led by one "any" choice (value ''): the field's own when it words one (e.g. "Any
 * status"), else the bar's "Any". Never both: two empty choices would be listed twice and share the key ''.
 */
function selectOptions(options: readonly FilterOption[], anyLabel: string): readonly FilterOption[] {
  return options.some((o) => String(o.value) === '') ? options : [{ value: '', label: anyLabel }, ...options];
}

/** Props of {@link FilterBar}. */
export interface FilterBarProps<V extends FilterBarValues> {
  fields: readonly FilterField<Extract<keyof V, string>>[];
  /** The applied values (usually from the URL). */
  values: V;
  /** What Reset returns to. */
  initialValues: V;
  /** Applies values: Enter in a text field, Apply, Reset, a choice in a select, tag list or date range, a saved set. */
  onSubmit: (values: V) => void;
  /**
   * The screen's key for its saved filter sets in the admin's settings (spec 1 §7: they persist
   * through UpdateAdminSettings): with it the bar offers the saved-filter menu on its own.
   */
  savedFiltersKey?: string;
  /** The screen's saved sets, when the caller keeps them itself; the menu shows only with `onSaveFilters`. */
  savedFilters?: readonly SavedFilter[];
  /** Stores the screen's whole new list of sets. */
  onSaveFilters?: (next: SavedFilter[]) => Promise<void>;
}

/**
 * A list's filter bar (spec 1 §2): fields declared as data, Apply, Reset (disabled while nothing
 * differs from the initial values) and the saved-filter menu. Text is trimmed on blur; Enter in a
 * text or number field applies. Choices in selects, tag lists and date ranges apply at once,
 * since there is nothing more to type. With more than one field the bar folds to its first field
 * (the one "/" focuses) and a "Filters" toggle counting the others in use; the admin's choice is
 * remembered for every list.
 */
function FilterBarView<V extends FilterBarValues>(props: FilterBarProps<V>) {
  const { fields, values, initialValues, onSubmit, savedFiltersKey } = props;
  const stored = useSavedFilters(savedFiltersKey ?? '');
  const savedFilters = props.savedFilters ?? (savedFiltersKey ? stored.savedFilters : undefined);
  const onSaveFilters = props.onSaveFilters ?? (savedFiltersKey ? stored.onSaveFilters : undefined);
  const { t } = useTranslation('widgets');
  const idPrefix = useId();
  const [draft, setDraft] = useState<V>(values);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // Follow applied values that change from outside (back button, link, saved set). Values this
  // bar submitted itself are its draft already: keeping it spares the whole bar a second render
  // in the middle of the list's (its tag select, its menus), on every search.
  const appliedKey = JSON.stringify(values);
  useEffect(() => setDraft((current) => (filterValuesEqual(current, values) ? current : values)), [appliedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (name: string, value: unknown) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (next: V = draftRef.current) => {
    const trimmed = trimTextValues(fields, next);
    setDraft(trimmed);
    onSubmit(trimmed);
  };
  const setAndSubmit = (name: string, value: unknown) => submit({ ...draftRef.current, [name]: value });
  const pristine = filterValuesEqual(trimTextValues(fields, draft), initialValues) && filterValuesEqual(values, initialValues);
  const [collapsedSetting, setCollapsed] = useFiltersCollapsed();
  const foldable = fields.length > 1;
  const collapsed = foldable && collapsedSetting;
  const foldedActive = fields.slice(1).filter((field) => !filterValuesEqual(values[field.name], initialValues[field.name])).length;
  const shownFields = collapsed ? fields.slice(0, 1) : fields;

  const renderField = (field: FilterField) => {
    const id = `${idPrefix}-${field.name}`;
    const value = draft[field.name];
    switch (field.kind) {
      case 'text':
        return (
          <InputGroup
            id={id}
            value={typeof value === 'string' ? value : ''}
            placeholder={field.placeholder && t(field.placeholder)}
            onChange={(event) => set(field.name, event.target.value)}
            onBlur={(event) => set(field.name, event.target.value.trim())}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
          />
        );
      case 'numeric':
        return (
          <NumericFilterInput
            id={id}
            value={typeof value === 'number' ? value : null}
            placeholder={field.placeholder && t(field.placeholder)}
            onChange={(next) => set(field.name, next)}
            onEnter={() => submit()}
          />
        );
      case 'select':
        return (
          <HTMLSelect
            id={id}
            value={String(value ?? '')}
            options={selectOptions(field.options, 'widgets.filters.any').map((o) => ({ value: String(o.value), label: t(o.label) }))}
            onChange={(event) => setAndSubmit(field.name, event.target.value)}
          />
        );
      case 'tags':
        return (
          <TagMultiSelect
            id={id}
            {...(field.placeholder ? { placeholder: field.placeholder } : {})}
            options={field.options}
            value={Array.isArray(value) ? value : []}
            onChange={(next) => setAndSubmit(field.name, next)}
          />
        );
      case 'dateRange':
        return (
          <Suspense fallback={<InputGroup disabled placeholder={t('widgets.date.placeholder')} aria-label={t(field.label)} />}>
            <DateRangeInput
              value={Array.isArray(value) ? (value as DateRangeValue) : [null, null]}
              startLabel={`${t(field.label)}: ${t('widgets.filters.from')}`}
              endLabel={`${t(field.label)}: ${t('widgets.filters.to')}`}
              onChange={(next) => setAndSubmit(field.name, next)}
            />
          </Suspense>
        );
    }
  };

  return (
    <section aria-label={t('widgets.filters.label')} data-filter-bar style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 }}>
      {shownFields.map((field) => (
        <FormGroup
          key={field.name}
          className={`console-filter-${field.kind}`}
          label={t(field.label)}
          labelFor={field.kind === 'dateRange' ? undefined : `${idPrefix}-${field.name}`}
          style={{ margin: 0 }}
        >
          {renderField(field)}
        </FormGroup>
      ))}
      {foldable && (
        <Button
          variant="minimal"
          icon={collapsed ? <ChevronRight /> : <ChevronDown />}
          aria-expanded={!collapsed}
          title={t(collapsed ? 'widgets.filters.showFilters' : 'widgets.filters.hideFilters')}
          onClick={() => setCollapsed(!collapsed)}
          endIcon={foldedActive > 0 ? <Tag multiline round minimal intent={Intent.PRIMARY}>{t('widgets.filters.active', { count: foldedActive })}</Tag> : undefined}
        >
          {t('widgets.filters.label')}
        </Button>
      )}
      <Button intent={Intent.PRIMARY} text={t('widgets.filters.apply')} onClick={() => submit()} />
      <Button text={t('widgets.filters.reset')} disabled={pristine} onClick={() => submit(initialValues)} />
      {onSaveFilters && (
        <SavedFiltersMenu
          savedFilters={savedFilters ?? []}
          onSaveFilters={onSaveFilters}
          currentValues={() => trimTextValues(fields, draftRef.current)}
          onApply={(saved) => submit(valuesFromSavedFilter(initialValues, saved.data))}
        />
      )}
    </section>
  );
}

/**
 * Memoised: a list re-renders on every sort, page and selection change, the bar only when its
 * own props change (give it stable values and callbacks).
 */
export const FilterBar = memo(FilterBarView) as typeof FilterBarView;
