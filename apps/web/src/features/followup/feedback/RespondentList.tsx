import { eventFeedbackDetailsPath } from '@portal/contracts/common/portal-links';
import type { Respondent } from '@portal/contracts/questions/feedback';
import { Anchor, Badge, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNumbers, SearchBox, useSearchPaging } from './feedback-parts.tsx';
import { Link } from 'react-router';
import { useRespondents } from '../api/survey-queries.ts';
import { formatInstant } from '../components/followup-format.ts';

const RESPONDENTS_PAGE_SIZE = 10;
const shows = ['answered', 'everyone'] as const;

/** The attendees with what they submitted, searched and paged; each opens their answers and meetings. */
export function RespondentList({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-feedback');
  const { value, term, page, setPage, onSearch } = useSearchPaging();
  const [show, setShow] = useState<(typeof shows)[number]>('answered');
  const respondents = useRespondents({
    fkEventId: eventId,
    pageNum: page,
    pageSize: RESPONDENTS_PAGE_SIZE,
    searchTerm: term || null,
    answeredOnly: show === 'answered',
  });
  const data = respondents.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="feedback-respondents-title" data-testid="respondents">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Title order={3} fz="lg" id="feedback-respondents-title">
          {t('respondents.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label={t('respondents.show')}
            value={show}
            onChange={(v) => {
              setShow(v as (typeof shows)[number]);
              setPage(1);
            }}
            data={shows.map((s) => ({ value: s, label: t(`respondents.${s}`) }))}
          />
          <SearchBox value={value} onSearch={onSearch} label={t('respondents.search')} w={{ base: '100%', xs: 260 }} />
        </Group>
      </Group>
      {!data ? (
        <Skeleton h={120} role="status" aria-busy="true" aria-label={t('loading')} />
      ) : data.respondents.length === 0 ? (
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed" ta="center">
            {term ? t('respondents.none_found') : t('respondents.none')}
          </Text>
        </Card>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('respondents.title')}>
          {data.respondents.map((r) => (
            <RespondentRow key={r.fkUserId} eventId={eventId} respondent={r} />
          ))}
        </Stack>
      )}
      <PageNumbers total={data?.totalPages} page={page} onPage={setPage} />
    </Stack>
  );
}

function RespondentRow({ eventId, respondent: r }: { eventId: number; respondent: Respondent }) {
  const { t } = useTranslation('event-feedback');
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid={`respondent-${r.fkUserId}`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Anchor
            component={Link}
            to={eventFeedbackDetailsPath(eventId, r.fkUserId)}
            fw={600}
            aria-label={t('respondents.open_label', { name: r.name })}
          >
            {r.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[r.company, r.email].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap={6}>
          {r.submittedAt ? (
            <>
              <Badge variant="light" color="teal" radius="sm">
                {t('respondents.answered_on', { when: formatInstant(r.updatedAt ?? r.submittedAt) })}
              </Badge>
              <Badge variant="default" radius="sm">
                {t('respondents.answers', { count: r.answerCount })}
              </Badge>
              {r.meetingReportCount > 0 && (
                <Badge variant="default" radius="sm">
                  {t('respondents.meetings', { count: r.meetingReportCount })}
                </Badge>
              )}
            </>
          ) : (
            <Badge variant="light" color="gray" radius="sm">
              {t('respondents.not_yet')}
            </Badge>
          )}
        </Group>
      </Group>
    </Card>
  );
}
