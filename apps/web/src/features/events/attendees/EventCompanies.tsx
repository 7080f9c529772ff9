import { companyProfilePath } from '@portal/contracts/common/portal-links';
import type { EventCompanyPage } from '@portal/contracts/events/invitations';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/CompanyLogo.tsx';
import { useListParams } from '../../../lib/useListParams.ts';
import { useEventCompanies } from '../api/attendee-queries.ts';
import { CardGrid, ListFooter, ListSearch, ListStates } from './ListStates.tsx';

const COMPANIES_PAGE_SIZE = 12;

function CompanyCard({ c }: { c: EventCompanyPage['companies'][number] }) {
  const { t } = useTranslation('event-attendees');
  return (
    <Card component="li" padding="lg" aria-label={c.name} data-testid={`event-company-${c.pkCompanyId}`}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyLogo name={c.name} logoName={c.logoName} size={52} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={companyProfilePath(c.pkCompanyId)} fw={650} c="dark.8" lineClamp={2}>
            {c.name}
          </Anchor>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate>
              {c.countryName}
            </Text>
          </Group>
          <Badge
            variant="light"
            color="brand"
            tt="none"
            fw={550}
            mt={4}
            leftSection={<IconUsers size={12} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('companies.attendees', { count: c.attendeesCount })}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}

/** The companies taking part (with registered attendees), each with how many of its people come. */
export function EventCompanies({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-attendees');
  const { page, query, search, setSearch, setPage } = useListParams({
    pageParam: 'cpage',
    queryParam: 'cq',
    defaultSize: COMPANIES_PAGE_SIZE,
  });
  const companies = useEventCompanies({
    fkEventId: eventId,
    pageNum: page,
    pageSize: COMPANIES_PAGE_SIZE,
    ...(query ? { name: query } : {}),
  });
  const data = companies.data;
  return (
    <Stack gap="md">
      <ListSearch
        search={search}
        onSearch={setSearch}
        placeholder={t('companies.search_placeholder')}
        label={t('companies.search_label')}
        countText={data ? t('companies.count', { count: data.companiesCount }) : null}
        testId="company-search"
      />
      <ListStates
        loading={companies.isPending}
        empty={!!data && data.companies.length === 0}
        emptyTitle={query ? t('empty.filtered_title') : t('empty.companies_title')}
        emptyText={query ? t('empty.filtered_text') : t('empty.companies_text')}
      >
        <CardGrid label={t('companies.list_label')}>
          {data?.companies.map((c) => (
            <CompanyCard key={c.pkCompanyId} c={c} />
          ))}
        </CardGrid>
      </ListStates>
      {data && (
        <ListFooter page={page} pageSize={COMPANIES_PAGE_SIZE} total={data.companiesCount} totalPages={data.totalPages} onPage={setPage} />
      )}
    </Stack>
  );
}
