import type { AttendeeSearch } from '@portal/contracts/events/invitations';
import { useListParams } from '../../../lib/useListParams.ts';
import { STATUS_FILTERS, type StatusFilter, statusFilterQuery } from './attendee-format.ts';

export const ATTENDEES_PAGE_SIZE = 20;

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * Search text, filters and page of the attendee list, kept in the address (q, status, type,
 * country, page) so reloads and the back button keep them; a changed filter starts at page 1.
 */
export function useAttendeeFilters(eventId: number) {
  const list = useListParams({ defaultSize: ATTENDEES_PAGE_SIZE });
  const { params, update, page, query } = list;
  const rawStatus = params.get('status');
  const status: StatusFilter = STATUS_FILTERS.includes(rawStatus as StatusFilter) ? (rawStatus as StatusFilter) : 'all';
  const typeId = idOf(params.get('type'));
  const countryId = idOf(params.get('country'));

  const request: AttendeeSearch = {
    fkEventId: eventId,
    pageNum: page,
    pageSize: ATTENDEES_PAGE_SIZE,
    ...(query ? { name: query } : {}),
    ...statusFilterQuery(status),
    ...(typeId ? { fkAttendeeTypeId: typeId } : {}),
    ...(countryId ? { fkCountryId: countryId } : {}),
  };
  const setFilter = (key: 'status' | 'type' | 'country', value: string | null) =>
    update({ [key]: value && value !== 'all' ? value : null, page: null });
  const filtered = !!query || status !== 'all' || !!typeId || !!countryId;
  const clear = () => {
    list.setSearch('');
    update({ q: null, status: null, type: null, country: null, page: null });
  };

  return { ...list, status, typeId, countryId, request, setFilter, filtered, clear };
}
