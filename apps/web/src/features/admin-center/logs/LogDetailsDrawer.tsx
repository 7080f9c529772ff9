import type { AdminLogTab } from '@portal/contracts/common/portal-links';
import { Button, Code, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLogEntry } from '../api/admin-center-queries.ts';
import { formatLogTime } from './log-columns.tsx';
import { codedFields, codeLabel } from './log-labels.ts';

/** Fields shown as blocks of text (JSON, stacks, mail bodies); the html body is the text body's twin. */
const BLOCK_FIELDS = new Set(['details', 'stack', 'textBody', 'userAgent', 'lastError']);
const HIDDEN_FIELDS = new Set(['htmlBody', 'userFullName']);
const TIME_FIELDS = new Set(['createdAt', 'sentAt', 'nextAttemptAt']);

/** A field's value as the reader reads it: times formatted, codes translated, objects as JSON. */
const show = (t: TFunction, key: string, value: unknown) => {
  if (TIME_FIELDS.has(key)) return formatLogTime(value as string | null);
  if (key in codedFields && typeof value === 'string') return codeLabel(t, codedFields[key], value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
};

interface LogDetailsDrawerProps {
  tab: AdminLogTab;
  id: number | null;
  onClose: () => void;
  /** Filters the log to the entry's person. */
  onPerson: (userId: number) => void;
}

/** One log entry with everything the server keeps of it. */
export function LogDetailsDrawer({ tab, id, onClose, onPerson }: LogDetailsDrawerProps) {
  const { t } = useTranslation('logs');
  const { data: entry, isPending } = useLogEntry(tab, id);
  const fields = entry ? Object.entries(entry).filter(([k, v]) => !HIDDEN_FIELDS.has(k) && v !== null && v !== '') : [];
  const userId = entry && 'fkUserId' in entry ? entry.fkUserId : null;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('details.title', { id })}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {isPending ? (
        <Loader aria-label={t('loading')} />
      ) : (
        <Stack gap="md" data-testid="log-details">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {fields
                .filter(([k]) => !BLOCK_FIELDS.has(k))
                .map(([k, v]) => (
                  <Table.Tr key={k}>
                    <Table.Th w={150}>{t(`fields.${k}`)}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{show(t, k, v)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
          {fields
            .filter(([k]) => BLOCK_FIELDS.has(k))
            .map(([k, v]) => (
              <div key={k}>
                <Text fw={600} size="sm" mb={4}>
                  {t(`fields.${k}`)}
                </Text>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`log-field-${k}`}>
                  {show(t, k, v)}
                </Code>
              </div>
            ))}
          {userId !== null && (
            <Button variant="light" leftSection={<IconUserSearch size={16} aria-hidden />} onClick={() => onPerson(userId)}>
              {t('details.person_entries')}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
