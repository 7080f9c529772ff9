import { inPortalTime } from '../../../i18n/portal-time.ts';

/** An instant as DD.MM.YYYY. HH:mm in the portal's time zone ('' when absent). */
export const formatInstant = (value: string | null | undefined) => {
  const d = inPortalTime(value);
  return d.isValid() ? d.format('DD.MM.YYYY. HH:mm') : '';
};

/** A meeting's slot: "12.05.2027. 10:00–10:30". */
export const formatSlot = (start: string, end: string) => {
  const s = inPortalTime(start);
  const e = inPortalTime(end);
  return s.isValid() && e.isValid() ? `${s.format('DD.MM.YYYY. HH:mm')}–${e.format('HH:mm')}` : '';
};
