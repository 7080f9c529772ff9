import type { Reservation, ReservationGrid } from '@portal/contracts/meetings/reservations';
import { Select, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, statusColor } from '../components/meeting-format.ts';
import classes from './meeting-grid.module.css';

/**
 * From this many tables on, cells are compact (names one under the other, cut with the full text
 * on hover, companies only there): up to 20 tables then fit the 1440 px screen without scrolling.
 */
const COMPACT_FROM_TABLES = 7;
/** Phones show one table at a time, chosen in a picker (docs/decisions.md). */
const PHONE_QUERY = '(max-width: 47.99em)';
const ALL_TABLES = 'all';

interface Props {
  grid: ReservationGrid;
  /** Which meetings to show (the filters); the others leave their cell empty. */
  shows: (r: Reservation) => boolean;
  isVirtual: boolean;
}

/**
 * Tables across, slots down: who meets whom, companies on the second line, sticky headers and
 * time column. Every table of a session fits a wide screen; a phone shows one table, or all of them
 * scrolling sideways under the sticky time column.
 */
export function MeetingGrid({ grid, shows, isVirtual }: Props) {
  const { t } = useTranslation('meetings');
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [picked, setPicked] = useState('1');
  const tables = isVirtual ? [0] : Array.from({ length: grid.tableCount }, (_, i) => i + 1);
  const withPicker = phone && tables.length > 1;
  const columns = withPicker && picked !== ALL_TABLES ? tables.filter((n) => String(n) === picked) : tables;
  const compact = columns.length >= COMPACT_FROM_TABLES;
  const inCell = (list: Reservation[], column: number) => list.filter((r) => (isVirtual || r.tableNumber === column) && shows(r));
  return (
    <Stack gap="xs">
      {withPicker && (
        <Select
          label={t('grid.table_picker')}
          value={picked}
          onChange={(v) => setPicked(v ?? '1')}
          allowDeselect={false}
          data={[
            ...tables.map((n) => ({ value: String(n), label: t('card.table', { number: n }) })),
            { value: ALL_TABLES, label: t('grid.all_tables') },
          ]}
          className={classes.noPrint}
          data-testid="grid-table-picker"
        />
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
      <section className={classes.scroller} data-testid="meeting-grid" tabIndex={0} aria-label={t('grid.table_label')}>
        <table
          className={classes.table}
          data-compact={compact || undefined}
          style={{ '--grid-columns': columns.length } as React.CSSProperties}
        >
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
                      <GridMeeting key={r.pkUserReservationId} r={r} compact={compact} />
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Stack>
  );
}

function GridMeeting({ r, compact }: { r: Reservation; compact: boolean }) {
  const { t } = useTranslation('meetings');
  const companies = [r.reservingUser.company, r.reservedUser.company].filter(Boolean).join(' – ');
  const names = `${personName(r.reservingUser)} – ${personName(r.reservedUser)}`;
  const status = r.status === 'requested' ? t('status.requested') : null;
  // A compact cell cuts the names: the whole meeting is its title (hover, screen readers).
  const full = [names, companies, status].filter(Boolean).join('\n');
  return (
    <Tooltip label={companies} disabled={compact || !companies} withinPortal>
      <div
        className={classes.meeting}
        style={{ '--status-colour': `var(--mantine-color-${statusColor[r.status]}-6)` } as React.CSSProperties}
        title={compact ? full : undefined}
        data-testid="grid-meeting"
        data-status={r.status}
      >
        <Text size={compact ? 'xs' : 'sm'} fw={600} lh={1.3}>
          <span className={classes.person}>{personName(r.reservingUser)}</span>
          <span className={classes.separator}> – </span>
          <span className={classes.person}>{personName(r.reservedUser)}</span>
        </Text>
        {companies && compact && <VisuallyHidden>{companies}</VisuallyHidden>}
        {companies && !compact && (
          <Text size="xs" c="dimmed" lh={1.3} lineClamp={2}>
            {companies}
          </Text>
        )}
        {status && (
          <Text size="xs" fw={600} className={classes.status}>
            {status}
          </Text>
        )}
      </div>
    </Tooltip>
  );
}
