import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCalendarEvent,
  IconCheck,
  IconInfoCircle,
  IconScale,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FeedsCard } from '../../features/feeds/FeedsCard.tsx';
import { LoginForm } from '../../layouts/parts/LoginForm.tsx';

const modules = [
  { key: 'b2b', icon: IconBriefcase, to: '/business-to-business/public' },
  { key: 'events', icon: IconCalendarEvent, to: '/event-management/public' },
  { key: 'supply_chain', icon: IconTruckDelivery, to: '/supply-chain/public' },
  { key: 'supply_demand', icon: IconScale, to: '/supply-and-demand' },
] as const;

const steps = ['register', 'verify', 'connect'] as const;

/** "/" for visitors: what the portal offers, and the sign-in form. */
export function LandingPage() {
  const { t } = useTranslation('login');
  const [params] = useSearchParams();
  return (
    <>
      <Box
        py={{ base: 40, md: 72 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 55%, var(--mantine-color-brand-5) 100%)',
        }}
      >
        <Container size="xl">
          <Grid gap={{ base: 32, md: 64 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Badge variant="white" color="brand" size="lg" radius="sm" w="fit-content">
                  {t('hero.badge')}
                </Badge>
                <Title order={1} c="white" fz={{ base: 32, sm: 44 }} lh={1.15}>
                  {t('hero.title')}
                </Title>
                <Text c="brand.0" fz={{ base: 'md', sm: 'lg' }} maw={560}>
                  {t('hero.text')}
                </Text>
                <List
                  spacing={6}
                  c="white"
                  icon={
                    <ThemeIcon size={20} radius="xl" color="teal.5">
                      <IconCheck size={13} />
                    </ThemeIcon>
                  }
                >
                  <List.Item>{t('hero.point_1')}</List.Item>
                  <List.Item>{t('hero.point_2')}</List.Item>
                  <List.Item>{t('hero.point_3')}</List.Item>
                </List>
                <Group>
                  <Button component={Link} to="/register" size="md" color="white" c="brand.9" rightSection={<IconArrowRight size={18} />}>
                    {t('hero.register_company')}
                  </Button>
                  <Button component={Link} to="/explore" size="md" variant="outline" color="white">
                    {t('hero.browse')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper radius="lg" p="xl" shadow="xl" id="sign-in">
                <Title order={2} fz={22} mb={4}>
                  {t('title')}
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  {t('subtitle')}
                </Text>
                {params.has('redirectTo') && (
                  <Alert color="brand" icon={<IconInfoCircle size={18} />} mb="md" p="xs">
                    {t('login_to_continue')}
                  </Alert>
                )}
                <LoginForm />
                <Text size="sm" ta="center" mt="md" c="dimmed">
                  {t('no_account')}{' '}
                  <Anchor component={Link} to="/register" fw={600}>
                    {t('general:register')}
                  </Anchor>
                </Text>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Stack gap={6} mb="xl" ta="center" align="center">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            {t('modules.title')}
          </Title>
          <Text c="dimmed" maw={640}>
            {t('modules.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {modules.map((m) => (
            <Card key={m.key} component={Link} to={m.to} shadow="xs" style={{ textDecoration: 'none' }}>
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <m.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={650} mb={6}>
                {t(`modules.${m.key}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`modules.${m.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <FeedsCard variant="section" />
      <Box bg="white" py={{ base: 40, md: 64 }} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Title order={2} fz={{ base: 24, sm: 30 }} ta="center" mb="xl">
            {t('steps.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
            {steps.map((s, i) => (
              <Stack key={s} gap={6} align="center" ta="center">
                <ThemeIcon size={40} radius="xl" variant="filled">
                  <Text fw={700}>{i + 1}</Text>
                </ThemeIcon>
                <Text fw={650}>{t(`steps.${s}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`steps.${s}.text`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
