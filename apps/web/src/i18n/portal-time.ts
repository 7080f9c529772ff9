import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Event times read in the region's time (PORTAL_TIME_ZONE, the WB6 economies share it), wherever
 * the browser is: the event header, its form, the agenda, its PDF and calendar and the mails then
 * tell one visitor the same hour.
 */

/** An instant in the portal's time zone; invalid for an empty or unreadable value. */
export const inPortalTime = (value: string | null | undefined): Dayjs => (value ? dayjs(value).tz(PORTAL_TIME_ZONE) : dayjs(Number.NaN));

/** A day (YYYY-MM-DD) and time (HH:mm) of the portal's time zone as an instant. */
export const portalInstant = (day: string, time: string): Dayjs => dayjs.tz(`${day}T${time}`, PORTAL_TIME_ZONE);

/** An instant's day in the portal's time zone, DD.MM.YYYY. (the spec's display format); '' when unreadable. */
export const formatPortalDay = (value: string | null | undefined): string => {
  const d = inPortalTime(value);
  return d.isValid() ? d.format('DD.MM.YYYY.') : '';
};
