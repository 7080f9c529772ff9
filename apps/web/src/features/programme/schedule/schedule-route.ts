import { useParams } from 'react-router';

/** The route's :scheduleId as a number, or 0 when it is missing or not an id. */
export function useRouteScheduleId(): number {
  const id = Number(useParams().scheduleId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
