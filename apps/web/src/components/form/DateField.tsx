import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
// The date picker's month and weekday names in each interface language (dayjsLocale picks one).
import 'dayjs/locale/mk';
import 'dayjs/locale/sq';
import 'dayjs/locale/sr';
import { DISPLAY_DATE_FORMAT, MAX_DATE, MIN_DATE, dayjsLocale, parseDisplayDate } from './date-format.ts';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** YYYY-MM-DD or null */
  value?: string | null;
  /** Called with YYYY-MM-DD, or null when cleared */
  onChange?: (value: string | null) => void;
}

/**
 * The portal's date picker: shows DD.MM.YYYY., accepts typed dates in that form, years 1900-3000,
 * weeks start on Monday, emits YYYY-MM-DD and can be cleared.
 */
export function DateField({ value, onChange, minDate = MIN_DATE, maxDate = MAX_DATE, clearable = true, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('forms');
  return (
    <DateInput
      value={value ?? null}
      onChange={(next) => onChange?.(next ? next.slice(0, 10) : null)}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={parseDisplayDate}
      minDate={minDate}
      maxDate={maxDate}
      firstDayOfWeek={1}
      locale={dayjsLocale(i18n.language)}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('date.clear') }}
      placeholder={t('date.placeholder')}
      leftSection={<IconCalendar size={16} stroke={1.5} aria-hidden />}
      leftSectionPointerEvents="none"
      ariaLabels={{
        nextMonth: t('date.nextMonth'),
        previousMonth: t('date.previousMonth'),
        nextYear: t('date.nextYear'),
        previousYear: t('date.previousYear'),
        nextDecade: t('date.nextDecade'),
        previousDecade: t('date.previousDecade'),
        monthLevelControl: t('date.chooseMonth'),
        yearLevelControl: t('date.chooseYear'),
      }}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
