import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDown } from '@blueprintjs/icons';
import { useTranslation } from './useTranslation.ts';
import type { FilterOption } from './filterFields.ts';
import './tagMultiSelect.css';

/** Props of {@link TagMultiSelect}. */
export interface TagMultiSelectProps {
  id?: string;
  options: readonly FilterOption[];
  value: readonly (string | number)[];
  onChange: (value: (string | number)[]) => void;
  disabled?: boolean;
  /** i18n key of the text shown while nothing is chosen; "Choose tags" by default. */
  placeholder?: string;
}

/**
 * Picks several tags from a list. The button names the chosen tags; the list stays open while
 * choosing, so several tags take several clicks, not several trips.
 */
export function TagMultiSelect({ id, options, value, onChange, disabled, placeholder = 'widgets.filters.chooseTags' }: TagMultiSelectProps) {
  const { t } = useTranslation('widgets');
  const chosen = new Set(value);
  const names = options.filter((o) => chosen.has(o.value)).map((o) => t(o.label));
  const toggle = (option: FilterOption) =>
    onChange(chosen.has(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);

  return (
    <PopoverNext
      lazy
      placement="bottom-start"
      disabled={disabled}
      content={
        <Menu role="listbox" aria-multiselectable style={{ maxHeight: 300, overflowY: 'auto' }}>
          {options.length === 0 && <MenuItem disabled text={t('widgets.filters.noTags')} roleStructure="listoption" />}
          {options.map((option) => (
            <MenuItem
              key={String(option.value)}
              roleStructure="listoption"
              selected={chosen.has(option.value)}
              text={t(option.label)}
              shouldDismissPopover={false}
              onClick={() => toggle(option)}
            />
          ))}
        </Menu>
      }
    >
      {/* Clipped with CSS, not Blueprint's ellipsizeText: that measures the text after every
          render, a forced layout of the whole page in the middle of a list's first render. */}
      <Button
        id={id}
        disabled={disabled}
        endIcon={<CaretDown />}
        alignText="start"
        className="console-clipped-button"
        title={names.length > 0 ? names.join(', ') : undefined}
        style={{ minWidth: 160, maxWidth: 280 }}
      >
        {names.length > 0 ? names.join(', ') : t(placeholder)}
      </Button>
    </PopoverNext>
  );
}
