import { DateInput as BlueprintDateInput } from '@blueprintjs/datetime';
import { useTranslation } from 'react-i18next';
import { formatTypedDate, parseTypedDate } from './typedDate.ts';
import { DEFAULT_MAX_DATE, DEFAULT_MIN_DATE, WEEK_STARTS_ON_MONDAY, dateFnsLocaleCode, loadDateFnsLocale } from './dateFnsLocale.ts';

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /** The date as stored, YYYY-MM-DD, or null when empty. */
  value: string | null;
  /** Called with a valid date (YYYY-MM-DD) or null when cleared; rejected text is not passed on. */
  onChange: (value: string | null) => void;
  /** Told whether the typed text is currently acceptable, e.g. to block a form's submit. */
  onValidityChange?: (valid: boolean) => void;
  /** Accessible name of the text field. */
  label?: string;
  id?: string;
  disabled?: boolean;
  fill?: boolean;
  minDate?: Date;
  maxDate?: Date;
}


/**
 * A date typed as dd.mm.yyyy or picked from a calendar whose weeks start on Monday. Text that is
 * not a real date of exactly 10 characters is answered with "Incorrect format! Enter the date in
 * the format dd.mm.yyyy" in the field (Blueprint's invalid-date display).
 */
export function DateInput({ value, onChange, onValidityChange, label, id, disabled, fill, minDate, maxDate }: DateInputProps) {
  const { t, i18n } = useTranslation('widgets');
  return (
    <BlueprintDateInput
      value={value}
      onChange={(next) => {
        onValidityChange?.(true);
        onChange(next);
      }}
      onError={() => onValidityChange?.(false)}
      formatDate={formatTypedDate}
      parseDate={parseTypedDate}
      placeholder={t('widgets.date.placeholder')}
      invalidDateMessage={t('widgets.date.incorrectFormat')}
      outOfRangeMessage={t('widgets.date.outOfRange')}
      locale={dateFnsLocaleCode(i18n.language)}
      dateFnsLocaleLoader={loadDateFnsLocale}
      dayPickerProps={WEEK_STARTS_ON_MONDAY}
      minDate={minDate ?? DEFAULT_MIN_DATE}
      maxDate={maxDate ?? DEFAULT_MAX_DATE}
      showActionsBar
      todayButtonText={t('widgets.date.today')}
      clearButtonText={t('widgets.date.clear')}
      disabled={disabled}
      fill={fill}
      inputProps={{ id, 'aria-label': label }}
    />
  );
}
