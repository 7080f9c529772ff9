import type { MessagePerson } from '@portal/contracts/messages/messages';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { inPortalTime } from '../../../i18n/portal-time.ts';

/** A person's name; someone who deleted their account reads as "a former user" (their names are gone). */
export const personName = (p: Pick<MessagePerson, 'firstName' | 'lastName' | 'isFormerUser'>, t: TFunction) =>
  p.isFormerUser ? t('messages:former_user') : `${p.firstName} ${p.lastName}`.trim();

export const peopleNames = (people: readonly MessagePerson[], t: TFunction) => people.map((p) => personName(p, t)).join(', ');

/** The text of a message's HTML, on one line (a list's preview). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, '$& ')}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A list's time: HH:mm today, the day otherwise (DD.MM.YYYY.), in the portal's time zone. */
export function listTime(value: string, now = dayjs()): string {
  const d = inPortalTime(value);
  if (!d.isValid()) return '';
  return d.format('YYYY-MM-DD') === inPortalTime(now.toISOString()).format('YYYY-MM-DD') ? d.format('HH:mm') : d.format('DD.MM.YYYY.');
}

/** A message's full time: DD.MM.YYYY. HH:mm in the portal's time zone. */
export function fullTime(value: string): string {
  const d = inPortalTime(value);
  return d.isValid() ? d.format('DD.MM.YYYY. HH:mm') : '';
}

/** A query parameter's text, with the header button's 'null' as nothing. */
export const queryText = (value: string | null) => (value && value !== 'null' ? value : '');

/** A day parameter (YYYY-MM-DD) or null. */
export const queryDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export const MESSAGE_CENTER = '/message-center/message-center-new';
