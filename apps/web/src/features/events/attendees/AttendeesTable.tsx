import type { Attendee } from '@portal/contracts/events/invitations';
import { Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../../lib/codes/code-queries.ts';
import { AttendeeCompany, AttendeeDates, AttendeeIdentity, AttendeeMenu, AttendeeTypeSelect, StatusBadge } from './AttendeeParts.tsx';
import type { useAttendeeActions } from './useAttendeeActions.ts';

interface AttendeesTableProps {
  attendees: Attendee[];
  typeChoices: Choice[];
  actions: ReturnType<typeof useAttendeeActions>;
}

/** The organisers' list: a table on wide screens, one card per person on phones. */
export function AttendeesTable({ attendees, typeChoices, actions }: AttendeesTableProps) {
  const { t } = useTranslation('event-attendees');
  const typeSelect = (a: Attendee) => (
    <AttendeeTypeSelect
      a={a}
      choices={typeChoices}
      onChange={(id) => actions.setType(a, id)}
      saving={actions.typePendingId === a.pkEventInvitationId}
    />
  );
  const menu = (a: Attendee) => <AttendeeMenu a={a} busy={actions.isBusy(a)} onAction={(action) => actions.run(a, action)} />;

  return (
    <>
      <Card padding={0} visibleFrom="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={980}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="attendees-table">
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                <Table.Th>{t('columns.attendee')}</Table.Th>
                <Table.Th>{t('columns.company')}</Table.Th>
                <Table.Th>{t('columns.type')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.dates')}</Table.Th>
                <Table.Th w={56}>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attendees.map((a) => (
                <Table.Tr key={a.pkEventInvitationId} data-testid={`attendee-${a.pkEventInvitationId}`} data-email={a.email ?? undefined}>
                  <Table.Td miw={220} maw={320}>
                    <AttendeeIdentity a={a} />
                  </Table.Td>
                  <Table.Td miw={150} maw={240}>
                    <AttendeeCompany a={a} />
                  </Table.Td>
                  <Table.Td>{typeSelect(a)}</Table.Td>
                  <Table.Td miw={110}>
                    <StatusBadge a={a} />
                  </Table.Td>
                  <Table.Td miw={180}>
                    <AttendeeDates a={a} />
                  </Table.Td>
                  <Table.Td>{menu(a)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label')}>
        {attendees.map((a) => (
          <Card component="li" key={a.pkEventInvitationId} padding="md" data-testid={`attendee-card-${a.pkEventInvitationId}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <AttendeeIdentity a={a} />
              {menu(a)}
            </Group>
            <Group mt="sm" gap="sm" justify="space-between" wrap="wrap">
              <StatusBadge a={a} />
              {typeSelect(a)}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm" spacing="xs" verticalSpacing={8}>
              {(a.companyName || a.countryName) && (
                <Labelled label={t('columns.company')}>
                  <AttendeeCompany a={a} />
                </Labelled>
              )}
              {/* Each date carries its own label. */}
              <AttendeeDates a={a} />
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </div>
  );
}
