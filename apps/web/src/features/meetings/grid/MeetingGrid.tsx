import type { Reservation, ReservationGrid } from '@portal/contracts/meetings/reservations';
import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName, statusColor } from '../components/meeting-format.ts';
import classes from './meeting-grid.module.css';

interface Props {
  grid: ReservationGrid;
  /** Which meetings to show (the filters); the others leave their cell empty. */
  shows: (r: Reservation) => boolean;
  isVirtual: boolean;
}

/** Tables across, slots down: who meets whom, companies on the second line, sticky headers. */
export function MeetingGrid({ grid, shows, isVirtual }: Props) {
  const { t } = useTranslation('meetings');
  const columns = isVirtual ? [0] : Array.from({ length: grid.tableCount }, (_, i) => i + 1);
  const inCell = (list: Reservation[], column: number) => list.filter((r) => (isVirtual || r.tableNumber === column) && shows(r));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
    <section className={classes.scroller} data-testid="meeting-grid" tabIndex={0} aria-label={t('grid.table_label')}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col" className={classes.time}>
              {t('grid.time')}
            </th>
            {columns.map((n) => (
              <th key={n} scope="col">
                {isVirtual ? t('grid.online') : t('card.table', { number: n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.slots.map((slot) => (
            <tr key={slot.startTime}>
              <th scope="row" className={classes.time}>
                {slot.startTime}–{slot.endTime}
              </th>
              {columns.map((n) => (
                <td key={n} className={classes.cell} data-testid="grid-cell" data-slot={slot.startTime} data-table={n}>
                  {inCell(slot.reservations, n).map((r) => (
                    <GridMeeting key={r.pkUserReservationId} r={r} />
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function GridMeeting({ r }: { r: Reservation }) {
  const { t } = useTranslation('meetings');
  const companies = [r.reservingUser.company, r.reservedUser.company].filter(Boolean).join(' – ');
  return (
    <Tooltip label={companies || t(`status.${r.status}`)} disabled={!companies} withinPortal>
      <div
        className={classes.meeting}
        style={{ '--status-colour': `var(--mantine-color-${statusColor[r.status]}-6)` } as React.CSSProperties}
        data-testid="grid-meeting"
        data-status={r.status}
      >
        <Text size="sm" fw={600} lh={1.3}>
          {personName(r.reservingUser)} – {personName(r.reservedUser)}
        </Text>
        {companies && (
          <Text size="xs" c="dimmed" lh={1.3} lineClamp={2}>
            {companies}
          </Text>
        )}
        {r.status === 'requested' && (
          <Text size="xs" fw={600}>
            {t('status.requested')}
          </Text>
        )}
      </div>
    </Tooltip>
  );
}
