import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalendarEvent,
  IconCircleCheck,
  IconClipboardCheck,
  IconHourglassHigh,
  IconPencil,
  IconPlayerSkipForward,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { loadCurrentUser } from '../../../session/session-api.ts';
import { activateByEvent } from '../api/companies.api.ts';
import { companyKeys } from '../api/company-keys.ts';
import { useSkipRegistrationEvents } from '../api/company-queries.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { companySectionDefs, sectionPath } from '../company-sections.ts';

/**
 * Events that let companies skip registration (spec-1 section 4): when a user of this company is
 * invited to such an event, its administrator may activate the company through it. The server
 * decides which events qualify; the event named in ?eventId= comes first.
 */
function SkipForEvent({ companyId, eventId }: { companyId: number; eventId: number | null }) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useSkipRegistrationEvents(companyId);
  const skip = useMutation({
    mutationFn: (fkEventId: number) => activateByEvent(companyId, fkEventId),
    onSuccess: async (_r, fkEventId) => {
      const user = await loadCurrentUser();
      await queryClient.invalidateQueries({ queryKey: companyKeys.company(companyId) });
      toastSuccess(t('verification.skip_done'));
      // The event opens for companies with event management; others stay here, now verified.
      if (user.companyModules.includes(ModuleId.eventManagement)) navigate(eventDetailsPath(fkEventId));
    },
  });
  const events = [...(data?.skipRegistrationEvents ?? [])].sort(
    (a, b) => Number(b.pkEventId === eventId) - Number(a.pkEventId === eventId),
  );
  if (!events.length) return null;
  return (
    <Card data-testid="skip-for-event">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="grape" visibleFrom="xs">
          <IconCalendarEvent size={22} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz="lg">
            {t('verification.event_title')}
          </Title>
          <Text size="sm">{t('verification.event_text')}</Text>
          {events.map((event) => (
            <Group key={event.pkEventId} gap="sm" align="center" justify="space-between" wrap="wrap">
              <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {event.name}
              </Text>
              <Button
                leftSection={<IconPlayerSkipForward size={16} />}
                loading={skip.isPending && skip.variables === event.pkEventId}
                disabled={skip.isPending}
                onClick={() => skip.mutate(event.pkEventId)}
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                data-testid="skip-button"
              >
                {t('verification.skip')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}

function VerifiedBody() {
  const { t } = useTranslation('company');
  const { companyId, company, canEdit } = useCompanyPage();
  const user = useCurrentUser();
  // Only the company's own administrator activates it through an event.
  const isOwnAdmin = user?.fkRoleId === RoleId.companyAdmin && user.fkCompanyId === companyId;
  const [params] = useSearchParams();
  const eventId = params.get('eventId');
  const validEventId = eventId && /^\d+$/.test(eventId) ? Number(eventId) : null;

  if (company.isVerified) {
    return (
      <Alert
        color="teal"
        icon={<IconRosetteDiscountCheck size={20} />}
        title={t('verification.verified_title')}
        data-testid="company-verified"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('verification.verified_text')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/dashboard" size="xs">
              {t('verification.to_dashboard')}
            </Button>
            <Button component={Link} to={sectionPath(companyId, 'profile')} size="xs" variant="light">
              {t('verification.open_profile')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const missing = companySectionDefs.filter((d) => company.missingSections.includes(d.key));
  return (
    <Stack gap="md" data-testid="company-awaiting-verification">
      <Card>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="orange">
            <IconHourglassHigh size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} fz="lg">
              {t('verification.pending_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('verification.pending_text', { country: company.countryName })}
            </Text>
          </Stack>
        </Group>
      </Card>
      {isOwnAdmin && <SkipForEvent companyId={companyId} eventId={validEventId} />}
      <Card>
        <Title order={3} fz="lg" mb="md">
          {t('verification.next_title')}
        </Title>
        <Timeline active={missing.length ? 0 : 1} bulletSize={30} lineWidth={2}>
          <Timeline.Item bullet={<IconClipboardCheck size={16} />} title={t('verification.step_profile')}>
            <Text size="sm" c="dimmed">
              {missing.length ? t('verification.step_profile_missing') : t('verification.step_profile_done')}
            </Text>
            {missing.length > 0 && (
              <List size="sm" mt={6} spacing={2}>
                {missing.map((d) => (
                  <List.Item key={d.key}>
                    <Anchor
                      component={Link}
                      to={d.anchor ? `${sectionPath(companyId, 'profile')}#${d.anchor}` : sectionPath(companyId, d.key)}
                      c="red.7"
                    >
                      {t(d.label)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Timeline.Item>
          <Timeline.Item bullet={<IconBuildingBank size={16} />} title={t('verification.step_chamber')}>
            <Text size="sm" c="dimmed">
              {t('verification.step_chamber_text', { country: company.countryName })}
            </Text>
          </Timeline.Item>
          <Timeline.Item bullet={<IconCircleCheck size={16} />} title={t('verification.step_done')}>
            <Text size="sm" c="dimmed">
              {t('verification.step_done_text')}
            </Text>
          </Timeline.Item>
        </Timeline>
      </Card>
      <Card>
        <Title order={3} fz="lg" mb="xs">
          {t('verification.meanwhile_title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('verification.meanwhile_text')}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={`${sectionPath(companyId, 'profile')}${canEdit ? '?edit=1' : ''}`}
            leftSection={<IconPencil size={16} />}
          >
            {canEdit ? t('verification.complete_profile') : t('verification.open_profile')}
          </Button>
          {company.moduleIDs.includes(ModuleId.b2b) && (
            <Button component={Link} to={sectionPath(companyId, 'business-to-business/company')} variant="light">
              {t('sections.group_b2b')}
            </Button>
          )}
          {company.moduleIDs.includes(ModuleId.supplyChain) && (
            <Button component={Link} to={sectionPath(companyId, 'supply-chain/basic-data')} variant="light">
              {t('sections.group_supply_chain')}
            </Button>
          )}
        </Group>
      </Card>
    </Stack>
  );
}

/** /company/{companyId}/verified-company: where a company user lands on company_not_verified. */
export function VerifiedCompanyPage() {
  const { t } = useTranslation('company');
  return (
    <CompanyPage section="verified-company" title={t('verification.title')}>
      <VerifiedBody />
    </CompanyPage>
  );
}
