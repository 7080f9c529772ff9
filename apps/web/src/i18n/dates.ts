import dayjs from 'dayjs';

/** Spec display format: DD.MM.YYYY. (with the trailing dot). */
const DATE_FORMAT = 'DD.MM.YYYY.';

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}
