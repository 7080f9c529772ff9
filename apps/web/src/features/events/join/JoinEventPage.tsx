import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import type { AcceptFromEmailAnswer } from '@portal/contracts/events/invitations';
import { Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useJoinByToken } from '../api/registration-queries.ts';
import { eventCookieValue } from '../../../session/event-link.ts';
import { EVENT_COOKIE, SESSION_COOKIE_MAX_AGE, writeCookie } from '../../../session/cookies.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { cutEventTitle } from '../components/event-format.ts';

/**
 * /join-event?token=: the link of a mailed invitation. The token is single use, so it is sent once
 * (never refetched) and the outcome stays on screen. ?eventId= links never reach this page: the
 * route's loader redirects them (app/event-redirects.ts).
 */
export function JoinEventPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useJoinByToken(token);

  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Card maw={560} w="100%" padding="xl" data-testid="join-event">
        {query.isPending && token ? (
          <Stack align="center" gap="sm" py="lg" aria-busy>
            <Loader />
            <Text c="dimmed">{t('join.checking')}</Text>
          </Stack>
        ) : query.data ? (
          <JoinAccepted answer={query.data} />
        ) : (
          <Stack align="center" gap="md" ta="center" data-testid="join-invalid">
            <ThemeIcon size={56} radius="xl" variant="light" color="orange">
              <IconMailOff size={30} />
            </ThemeIcon>
            <Title order={1} fz={24}>
              {t('join.invalid_title')}
            </Title>
            <Text c="dimmed">{t('join.invalid_text')}</Text>
            <Button component={Link} to="/event-management/public" variant="light">
              {t('join.browse_public')}
            </Button>
          </Stack>
        )}
      </Card>
    </Center>
  );
}

function JoinAccepted({ answer }: { answer: AcceptFromEmailAnswer }) {
  const { t } = useTranslation('events');
  const user = useCurrentUser();
  const name = cutEventTitle(answer.eventName).text;
  // After signing in, the join-event redirect opens the event (session/useSignIn.ts).
  const keepEvent = () => writeCookie(EVENT_COOKIE, eventCookieValue(String(answer.fkEventId), false), SESSION_COOKIE_MAX_AGE);
  return (
    <Stack align="center" gap="md" ta="center" data-testid="join-accepted">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz={24}>
        {t('join.accepted_title')}
      </Title>
      <Text>{t('join.accepted_text', { name })}</Text>
      <Text size="sm" c="dimmed">
        {t('join.accepted_for', { email: answer.email })}
      </Text>
      <Group justify="center" gap="sm">
        {user ? (
          <Button component={Link} to={eventDetailsPath(answer.fkEventId)}>
            {t('join.open_event')}
          </Button>
        ) : (
          <>
            <Button component={Link} to="/login" onClick={keepEvent}>
              {t('join.sign_in')}
            </Button>
            <Button component={Link} to="/register" variant="default" onClick={keepEvent}>
              {t('join.create_account')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
