import { Button, Card, Group, Input, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { EventFrame } from '../details/EventFrame.tsx';
import { EventHeader } from '../details/EventHeader.tsx';
import type { EventDetails } from '@portal/contracts/events/events';
import { usePredefinedThemes, useUpdateEventTheme } from '../api/event-chamber-queries.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

/**
 * chamber-events/details/{eventId}/branding: the organisers choose the event's theme (chamber only).
 * `More` is what the app adds below it (the programme's banners), given by the app's pages.
 */
export function EventBrandingPage({ More }: { More?: ComponentType<{ event: EventDetails }> }) {
  return (
    <EventFrame tab="branding">
      {(event) => (
        <Stack gap="lg">
          <Branding event={event} />
          {More && event.canEdit && <More event={event} />}
        </Stack>
      )}
    </EventFrame>
  );
}

function Branding({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events-chamber');
  const navigate = useNavigate();
  const themes = usePredefinedThemes();
  const update = useUpdateEventTheme();
  const [themeId, setThemeId] = useState<number | null>(event.fkPredefinedThemeId);

  // Branding belongs to the organising chamber: others who reach the address are refused.
  useEffect(() => {
    if (!event.canEdit) navigate('/403', { replace: true });
  }, [event.canEdit, navigate]);

  const chosen = themes.data?.find((th) => th.pkPredefinedThemeId === themeId) ?? null;
  const changed = themeId !== event.fkPredefinedThemeId;

  const save = async () => {
    try {
      await update.mutateAsync({ fkEventId: event.pkEventId, fkPredefinedThemeId: themeId });
      toastSuccess(t('branding.saved'));
    } catch (err) {
      // The API client has told the user. A lost connection is told here.
      toastUnhandled(err);
    }
  };

  if (!event.canEdit) return null;
  return (
    <Card component="section" aria-label={t('branding.title')} data-testid="event-branding">
      <Title order={2} fz="lg" mb={2}>
        {t('branding.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('branding.subtitle')}
      </Text>
      <Stack gap="lg">
        <ThemePicker wide label={t('theme.choose')} themes={themes.data} value={themeId} onChange={setThemeId} />
        <Input.Wrapper label={t('theme.preview')} labelElement="div">
          <div style={{ marginTop: 6 }} data-testid="theme-preview">
            <EventHeader event={{ ...event, predefinedTheme: chosen, fkPredefinedThemeId: themeId }} headingOrder={3} />
          </div>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!changed} onClick={() => setThemeId(event.fkPredefinedThemeId)}>
            {t('branding.reset')}
          </Button>
          <Button onClick={save} disabled={!changed} loading={update.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('branding.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
