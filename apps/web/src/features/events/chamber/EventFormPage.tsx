import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import { Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useRefusalRedirect } from '../../../api/useRefusalRedirect.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { useContractForm } from '../../../components/form/contract-form.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useChamberChoices } from '../components/event-topics.ts';
import type { EventDetails } from '@portal/contracts/events/events';
import { useEventDetails } from '../api/event-queries.ts';
import { BasicSection, LanguagesSection, OptionsSection, PlaceSection, ThemeSection, WhenSection } from './EventFormSections.tsx';
import { usePredefinedThemes, useSaveEvent } from '../api/event-chamber-queries.ts';
import { eventForm, formPath } from './event-form.ts';

const LIST = '/event-management/chamber-events';

const mapFields = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [formPath(k), v]));

/**
 * /event-management/chamber-events/form/{id?}: a new event, or the edit of one this chamber
 * organises; an event the caller may not edit leads to /403 (spec-1 section 6, "edit form").
 */
export function EventFormPage() {
  const { t } = useTranslation('events-chamber');
  const navigate = useNavigate();
  const id = Number(useParams().id) || null;
  const event = useEventDetails(id);
  const error = event.error;

  useRefusalRedirect(error);
  useEffect(() => {
    if (event.data && !event.data.canEdit) navigate('/403', { replace: true });
  }, [event.data, navigate]);

  const ready = !id || (event.data?.canEdit ?? false);
  return (
    <Stack gap="lg" data-testid="event-form-page">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {id ? t('form.edit_title') : t('form.new_title')}
        </Title>
        <Text c="dimmed">{id ? t('form.edit_subtitle') : t('form.new_subtitle')}</Text>
      </div>
      {ready ? (
        <EventForm key={event.data?.pkEventId ?? 'new'} id={id} saved={event.data ?? null} />
      ) : (
        <Card role="status" aria-busy="true" aria-label={t('form.loading')}>
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={120} />
            <Skeleton h={36} w="60%" />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function EventForm({ id, saved }: { id: number | null; saved: EventDetails | null }) {
  const { t } = useTranslation('events-chamber');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const chooseChamber = user?.fkRoleId === RoleId.platformAdmin;
  const themes = usePredefinedThemes();
  const chambers = useChamberChoices();
  const save = useSaveEvent();
  const form = useContractForm(eventForm, saved);
  const values = form.getValues();
  const chamberName =
    (chooseChamber ? chambers.data?.find((c) => c.value === values.fkChamberId)?.label : undefined) ??
    saved?.chamberName ??
    t('form.your_chamber');

  const submit = form.onSubmit(async (model) => {
    if (chooseChamber && !form.getValues().fkChamberId) {
      form.setFieldError('fkChamberId', t('form.chamber_required'));
      return;
    }
    try {
      const result = await save.mutateAsync({ id, model });
      toastSuccess(t(id ? 'form.saved' : 'form.created'));
      navigate(eventDetailsPath(result.pkEventId));
    } catch (err) {
      // The server names the contract's fields; the form shows an instant's error under its day.
      const fields = isApiError(err) ? err.fields : undefined;
      const mapped = fields && { code: 'validation_error', message: 'validation_error', fields: mapFields(fields) };
      if (!form.applyServerError(mapped))
        toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={id ? t('form.edit_title') : t('form.new_title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <BasicSection form={form} chooseChamber={chooseChamber} />
            <WhenSection form={form} />
            <PlaceSection form={form} />
            <LanguagesSection form={form} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <OptionsSection form={form} />
            <ThemeSection form={form} themes={themes.data} saved={saved} chamberName={chamberName} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button component={Link} to={id ? eventDetailsPath(id) : LIST} variant="default">
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {id ? t('form.save') : t('form.create')}
        </Button>
      </Group>
    </form>
  );
}
