import { inviteAttendeesPath } from '@portal/contracts/common/portal-links';
import { CodeType } from '@portal/contracts/codes/code-types';
import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { EventDetails } from '@portal/contracts/events/events';
import { Button, CloseButton, Group, Select, Stack, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBellRinging, IconFileSpreadsheet, IconFilterOff, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportButton } from '../../../components/reports/ReportButton.tsx';
import { useCodeChoices, useCountryChoices } from '../../../lib/codes/code-queries.ts';
import { STATUS_FILTERS, inviteRefusal } from './attendee-format.ts';
import { AttendeesTable } from './AttendeesTable.tsx';
import { useAttendees } from '../api/attendee-queries.ts';
import { fetchEventUsersSheet } from '../api/events.api.ts';
import { ListFooter, ListStates } from './ListStates.tsx';
import { useAttendeeActions } from './useAttendeeActions.ts';
import { ATTENDEES_PAGE_SIZE, useAttendeeFilters } from './useAttendeeFilters.ts';

/** The organisers' attendee list: search, filters, invite and remind, the table and its pages. */
export function OrganiserAttendees({ event }: { event: EventDetails }) {
  const { t } = useTranslation('event-attendees');
  const eventId = event.pkEventId;
  const filters = useAttendeeFilters(eventId);
  const query = useAttendees(filters.request);
  const types = useCodeChoices(CodeType.attendeeType);
  const countries = useCountryChoices();
  const actions = useAttendeeActions(eventId);
  const refusal = inviteRefusal(event);
  const data = query.data;

  const inviteLabel = t('invite_button');
  const inviteIcon = <IconUserPlus size={16} aria-hidden />;
  const invite = refusal ? (
    // Mantine's data-disabled keeps the button focusable, so the tooltip saying why reaches keyboard users too.
    <>
      <Tooltip label={t(`refusal.${refusal}`)} withArrow multiline maw={280}>
        <Button
          leftSection={inviteIcon}
          data-disabled
          aria-disabled
          aria-describedby="invite-refusal"
          onClick={(e) => e.preventDefault()}
          data-testid="invite-attendees"
        >
          {inviteLabel}
        </Button>
      </Tooltip>
      <VisuallyHidden id="invite-refusal">{t(`refusal.${refusal}`)}</VisuallyHidden>
    </>
  ) : (
    <Button component={Link} to={inviteAttendeesPath(eventId)} leftSection={inviteIcon} data-testid="invite-attendees">
      {inviteLabel}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <TextInput
          value={filters.search}
          onChange={(e) => filters.setSearch(e.currentTarget.value)}
          placeholder={t('search_placeholder')}
          aria-label={t('search_label')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            filters.search ? <CloseButton size="sm" aria-label={t('clear_search')} onClick={() => filters.setSearch('')} /> : null
          }
          type="search"
          style={{ flex: '1 1 260px', maxWidth: 420 }}
          data-testid="attendee-search"
        />
        <Group gap="sm" wrap="wrap">
          <ReportButton
            variant="default"
            file={{
              key: 'event-users',
              load: () => fetchEventUsersSheet(eventId),
              fileName: ReportFileName.eventUsers,
              title: t('export_title'),
            }}
            label={t('export_sheet')}
            icon={<IconFileSpreadsheet size={16} aria-hidden />}
            testId="export-event-users"
          />
          <Tooltip label={t('remind_all_hint')} withArrow multiline maw={280}>
            <Button
              variant="default"
              leftSection={<IconBellRinging size={16} aria-hidden />}
              onClick={actions.remindAll}
              loading={actions.remindingAll}
              disabled={!!refusal}
              data-testid="remind-all"
            >
              {t('remind_all')}
            </Button>
          </Tooltip>
          {invite}
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.status')}
          data={STATUS_FILTERS.map((s) => ({ value: s, label: t(`filters.status_${s}`) }))}
          value={filters.status}
          onChange={(v) => filters.setFilter('status', v)}
          allowDeselect={false}
          w={{ base: '100%', xs: 190 }}
          data-testid="filter-status"
        />
        <Select
          label={t('filters.type')}
          data={types.data ?? []}
          value={filters.typeId ? String(filters.typeId) : null}
          onChange={(v) => filters.setFilter('type', v)}
          placeholder={t('filters.any')}
          clearable
          w={{ base: '100%', xs: 210 }}
          data-testid="filter-type"
        />
        <Select
          label={t('filters.country')}
          data={countries.data ?? []}
          value={filters.countryId ? String(filters.countryId) : null}
          onChange={(v) => filters.setFilter('country', v)}
          placeholder={t('filters.any')}
          searchable
          clearable
          nothingFoundMessage={t('no_match')}
          w={{ base: '100%', xs: 230 }}
          data-testid="filter-country"
        />
        {filters.filtered && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={filters.clear}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>

      {!!data?.totalCount && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="attendee-count">
          {t('count', { count: data.totalCount })}
        </Text>
      )}
      <ListStates
        loading={query.isPending}
        empty={!!data && data.attendees.length === 0}
        emptyTitle={filters.filtered ? t('empty.filtered_title') : t('empty.organiser_title')}
        emptyText={filters.filtered ? t('empty.filtered_text') : refusal ? t(`refusal.${refusal}`) : t('empty.organiser_text')}
      >
        {data && <AttendeesTable attendees={data.attendees} typeChoices={types.data ?? []} actions={actions} />}
      </ListStates>
      {data && (
        <ListFooter
          page={filters.page}
          pageSize={ATTENDEES_PAGE_SIZE}
          total={data.totalCount}
          totalPages={data.totalPages}
          onPage={filters.setPage}
        />
      )}
    </Stack>
  );
}
