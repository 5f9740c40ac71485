import { Classes, DateRangeInput as BlueprintDateRangeInput } from '@blueprintjs/datetime';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from './useTranslation.ts';
import { calendarDateOf, formatStorageDate, localDateOf, parseStorageDate } from '../domain/dates.ts';
import type { DateRangeValue } from '../domain/listQuery.ts';
import { useTypedDateProps } from './dateFnsLocale.ts';

/** Props of {@link DateRangeInput}. */
export interface DateRangeInputProps {
  /** Both ends as stored dates (YYYY-MM-DD); null for an open end. */
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Accessible names of the two fields; default "Start date" and "End date". */
  startLabel?: string;
  endLabel?: string;
  disabled?: boolean;
  fill?: boolean;
  minDate?: Date;
  maxDate?: Date;
}

const toDate = (stored: string | null): Date | null => {
  const date = stored ? parseStorageDate(stored) : null;
  return date ? localDateOf(date) : null;
};
const toStored = (date: Date | null): string | null => (date ? formatStorageDate(calendarDateOf(date)) : null);

/**
 * A date range typed as two dd.mm.yyyy fields or picked on a calendar whose weeks begin on Monday
 * (spec 1 §2). A single-day range is allowed: "from 05.03 to 05.03" means that whole day.
 */
export function DateRangeInput({ value, onChange, startLabel, endLabel, disabled, fill, minDate, maxDate }: DateRangeInputProps) {
  const { t } = useTranslation('widgets');
  const typed = useTypedDateProps(minDate, maxDate);
  const wrapper = useRef<HTMLSpanElement>(null);
  // Blueprint puts aria-expanded (the calendar's state) on the fields' plain <div>, where ARIA
  // does not allow it; on a group of the two fields it is allowed. Its renderTarget passes no
  // props of ours to that element, so the role is set after each render.
  useLayoutEffect(() => {
    wrapper.current?.querySelector(`.${Classes.DATE_RANGE_INPUT}`)?.setAttribute('role', 'group');
  });
  return (
    // display: contents keeps the fields laid out as children of the caller's container
    <span ref={wrapper} style={{ display: 'contents' }}>
    <BlueprintDateRangeInput
      value={[toDate(value[0]), toDate(value[1])]}
      onChange={([start, end]) => onChange([toStored(start), toStored(end)])}
      {...typed}
      overlappingDatesMessage={t('widgets.date.overlapping')}
      allowSingleDayRange
      shortcuts={false}
      singleMonthOnly
      disabled={disabled}
      fill={fill}
      // Blueprint's own placeholders are English ("Start date", "End date"); ours are translated.
      startInputProps={{ 'aria-label': startLabel ?? t('widgets.date.start'), placeholder: t('widgets.date.start') }}
      endInputProps={{ 'aria-label': endLabel ?? t('widgets.date.end'), placeholder: t('widgets.date.end') }}
    />
    </span>
  );
}
