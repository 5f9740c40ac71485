import { DateInput as BlueprintDateInput } from '@blueprintjs/datetime';
import { useTranslation } from './useTranslation.ts';
import { useTypedDateProps } from './dateFnsLocale.ts';

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
  const { t } = useTranslation('widgets');
  const typed = useTypedDateProps(minDate, maxDate);
  return (
    <BlueprintDateInput
      value={value}
      onChange={(next) => {
        onValidityChange?.(true);
        onChange(next);
      }}
      onError={() => onValidityChange?.(false)}
      {...typed}
      showActionsBar
      todayButtonText={t('widgets.date.today')}
      clearButtonText={t('widgets.date.clear')}
      disabled={disabled}
      fill={fill}
      inputProps={{ id, 'aria-label': label }}
    />
  );
}
