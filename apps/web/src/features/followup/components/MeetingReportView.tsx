import type { MeetingReport } from '@portal/contracts/questions/surveys';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

interface Labels {
  /** The side's name above its account. */
  heading: string;
  tookPlace: string;
  didNotTakePlace: string;
  notReported: string;
  /** The outcome's name. */
  outcome: (outcome: NonNullable<MeetingReport['outcome']>) => string;
}

/** The outcomes' colours, best first (the contracts' meetingOutcomes order). */
export const OUTCOME_COLOURS = { deal_signed: 'teal', follow_up_agreed: 'blue', no_interest: 'gray' } as const;

/** One side's account of a meeting: it took place or not, what came of it and the note; texts from the screen's namespace. */
export function MeetingReportView({ report, labels, testId }: { report: MeetingReport | null; labels: Labels; testId?: string }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
        {labels.heading}
      </Text>
      {!report ? (
        <Text size="sm" c="dimmed">
          {labels.notReported}
        </Text>
      ) : (
        <>
          <Group gap={6}>
            {report.tookPlace ? (
              <Badge color="teal" variant="light" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                {labels.tookPlace}
              </Badge>
            ) : (
              <Badge color="red" variant="light" radius="sm" leftSection={<IconCircleX size={12} aria-hidden />}>
                {labels.didNotTakePlace}
              </Badge>
            )}
            {report.outcome && (
              <Badge color={OUTCOME_COLOURS[report.outcome]} variant="filled" radius="sm">
                {labels.outcome(report.outcome)}
              </Badge>
            )}
          </Group>
          {report.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.note}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
