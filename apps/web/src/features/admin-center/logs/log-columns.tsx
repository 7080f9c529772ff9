import type { ActionLogItem, ErrorLogItem, UserLogItem } from '@portal/contracts/logs/logs';
import type { MailOutboxItem } from '@portal/contracts/mail/mail-outbox';
import { Badge, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CodeGroup, codeLabel } from './log-labels.ts';

/** Date and time of a log entry, to the second (entries of one minute are told apart). */
const DATE_TIME_FORMAT = 'DD.MM.YYYY. HH:mm:ss';
export const formatLogTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '');

interface Column<T> {
  /** The header's key in the logs namespace (columns.<key>). */
  key: string;
  cell: (row: T, t: TFunction) => ReactNode;
}

const person = (r: { userFullName: string | null; userEmail: string | null }) =>
  r.userFullName || r.userEmail ? (
    <>
      <Text size="sm">{r.userFullName ?? r.userEmail}</Text>
      {r.userFullName && r.userEmail && (
        <Text size="xs" c="dimmed">
          {r.userEmail}
        </Text>
      )}
    </>
  ) : (
    '—'
  );

const statusColor: Record<MailOutboxItem['status'], string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'teal',
  stored: 'gray',
  failed: 'red',
};

/** Sign-in events that tell of trouble stand out. */
const eventColor = (event: string) =>
  ({ login: 'teal', logout: 'gray', login_failed: 'orange', login_locked: 'red', refresh_reuse: 'red', access_denied: 'red' })[event] ??
  'blue';

/** An entity kind, translated, and its id, e.g. "Company #12". */
export const entityLabel = (t: TFunction, type: string, id: string | null) => {
  const name = codeLabel(t, CodeGroup.entityType, type);
  return id ? `${name} #${id}` : name;
};

/** The columns of each log's table; the time comes first in all. */
export const logColumns: {
  action: Column<ActionLogItem>[];
  user: Column<UserLogItem>[];
  error: Column<ErrorLogItem>[];
  mail: Column<MailOutboxItem>[];
} = {
  action: [
    {
      key: 'action',
      cell: (r, t) => (
        <Text size="sm" fw={500}>
          {codeLabel(t, CodeGroup.action, r.action)}
        </Text>
      ),
    },
    { key: 'entity', cell: (r, t) => entityLabel(t, r.entityType, r.entityId) },
    { key: 'person', cell: person },
    { key: 'ip', cell: (r) => r.ipAddress ?? '—' },
  ],
  user: [
    {
      key: 'event',
      cell: (r, t) => (
        <Badge variant="light" color={eventColor(r.event)} style={{ textTransform: 'none' }}>
          {codeLabel(t, CodeGroup.userEvent, r.event)}
        </Badge>
      ),
    },
    { key: 'person', cell: (r) => (r.userFullName || r.userEmail ? person(r) : (r.email ?? '—')) },
    { key: 'ip', cell: (r) => r.ipAddress ?? '—' },
    { key: 'detail', cell: (r) => r.detail ?? '—' },
  ],
  error: [
    {
      key: 'reference',
      cell: (r) => (
        <Text size="sm" ff="monospace">
          {r.reference}
        </Text>
      ),
    },
    { key: 'source', cell: (r, t) => codeLabel(t, CodeGroup.errorSource, r.source) },
    {
      key: 'message',
      cell: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.message}
        </Text>
      ),
    },
    { key: 'person', cell: person },
  ],
  mail: [
    { key: 'recipient', cell: (r) => r.toAddress },
    {
      key: 'subject',
      cell: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.subject}
        </Text>
      ),
    },
    { key: 'template', cell: (r, t) => codeLabel(t, CodeGroup.mailTemplate, r.template) },
    {
      key: 'status',
      cell: (r, t) => (
        <Badge variant="light" color={statusColor[r.status]}>
          {codeLabel(t, CodeGroup.mailStatus, r.status)}
        </Badge>
      ),
    },
  ],
};
