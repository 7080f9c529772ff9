import type { EventFeedback, MeetingFigures } from '@portal/contracts/questions/feedback';
import { meetingOutcomes } from '@portal/contracts/questions/surveys';
import { Card, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { OUTCOME_COLOURS } from '../components/MeetingReportView.tsx';

/** What came of the event's meetings: held, no-shows and outcomes, in all and per session and per company. */
export function MeetingFiguresPanel({ feedback }: { feedback: EventFeedback }) {
  const { t } = useTranslation('event-feedback');
  const m = feedback.meetings;
  const tiles = [
    { key: 'total', value: m.total, color: 'dark' },
    { key: 'held', value: m.held, color: 'teal' },
    { key: 'no_shows', value: m.noShows, color: 'red' },
    { key: 'unreported', value: m.unreported, color: 'gray' },
  ];
  return (
    <Stack gap="md" component="section" aria-labelledby="feedback-meetings-title" data-testid="meeting-figures">
      <Title order={3} fz="lg" id="feedback-meetings-title">
        {t('meetings.title')}
      </Title>
      {m.total === 0 ? (
        <ListEmptyState
          card
          py={24}
          variant="light"
          icon={<IconHeartHandshake size={26} />}
          title={t('meetings.empty_title')}
          text={t('meetings.empty_text')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {tiles.map((tile) => (
              <Paper key={tile.key} withBorder p="md" radius="md" data-testid={`meetings-${tile.key}`}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t(`meetings.${tile.key}`)}
                </Text>
                <Text fz={28} fw={700} c={tile.color}>
                  {tile.value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Card withBorder padding="lg">
            <Text fw={600} mb="sm">
              {t('meetings.outcomes')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {meetingOutcomes.map((o) => (
                <Group key={o} gap="sm" wrap="nowrap" data-testid={`outcome-${o}`}>
                  <Text fz={24} fw={700} c={OUTCOME_COLOURS[o]}>
                    {m.outcomes[o]}
                  </Text>
                  <Text size="sm">{t(`outcomes.${o}`)}</Text>
                </Group>
              ))}
            </SimpleGrid>
          </Card>
          <FiguresTable
            caption={t('meetings.by_session')}
            nameHeader={t('meetings.session')}
            rows={feedback.meetingsBySession.map((s) => ({ key: s.fkScheduleId, name: s.sessionName, figures: s }))}
            testId="meetings-by-session"
          />
          <FiguresTable
            caption={t('meetings.by_company')}
            nameHeader={t('meetings.company')}
            rows={feedback.meetingsByCompany.map((c) => ({ key: c.fkCompanyId, name: c.companyName, figures: c }))}
            testId="meetings-by-company"
          />
        </>
      )}
    </Stack>
  );
}

function FiguresTable({
  caption,
  nameHeader,
  rows,
  testId,
}: {
  caption: string;
  nameHeader: string;
  rows: { key: number; name: string; figures: MeetingFigures }[];
  testId: string;
}) {
  const { t } = useTranslation('event-feedback');
  if (rows.length === 0) return null;
  return (
    <Card withBorder padding="lg">
      <Text fw={600} mb="sm" id={`${testId}-caption`}>
        {caption}
      </Text>
      {/* The region scrolls sideways on phones: focusable, so a keyboard scrolls it too. */}
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': `${testId}-caption` } as object}>
        <Table striped verticalSpacing={6} miw={720} aria-labelledby={`${testId}-caption`} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={180}>{nameHeader}</Table.Th>
              <Table.Th ta="right">{t('meetings.total')}</Table.Th>
              <Table.Th ta="right">{t('meetings.held')}</Table.Th>
              <Table.Th ta="right">{t('meetings.no_shows')}</Table.Th>
              {meetingOutcomes.map((o) => (
                <Table.Th key={o} ta="right">
                  {t(`outcomes.${o}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.name}</Table.Td>
                <Table.Td ta="right">{r.figures.total}</Table.Td>
                <Table.Td ta="right">{r.figures.held}</Table.Td>
                <Table.Td ta="right">{r.figures.noShows}</Table.Td>
                {meetingOutcomes.map((o) => (
                  <Table.Td key={o} ta="right">
                    {r.figures.outcomes[o]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
