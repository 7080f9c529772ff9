import { loginPath, publicItemPath } from '@portal/contracts/common/portal-links';
import type { PublicCompany, PublicItem } from '@portal/contracts/public/public-pages';
import { Alert, Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CompanyLogo } from '../../../components/ui/CompanyLogo.tsx';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { usePublicCompany } from '../api/public-company.ts';
import { SearchItemDetail } from '../components/SearchItemDetail.tsx';

/** Card images are small: a fixed height keeps the grid from shifting as they load. */
const ITEM_IMAGE_HEIGHT = 140;

function ItemCard({ company, item }: { company: PublicCompany; item: PublicItem }) {
  const { t } = useTranslation('public-pages');
  return (
    <Card component="li" withBorder radius="md" padding="md" h="100%">
      {item.image && (
        <Card.Section mb="sm">
          <Image src={publicFileUrl(item.image)} alt="" h={ITEM_IMAGE_HEIGHT} fit="contain" bg="gray.0" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Title order={3} fz="md" lh={1.35}>
          <Anchor component={Link} to={publicItemPath(company.pkCompanyId, item.kind, item.id)} inherit>
            {item.name}
          </Anchor>
        </Title>
        {(item.isSupply || item.isDemand) && (
          <Group gap={6}>
            {item.isSupply && (
              <Badge color="teal" variant="light" radius="sm">
                {t('item.supply')}
              </Badge>
            )}
            {item.isDemand && (
              <Badge color="orange" variant="light" radius="sm">
                {t('item.demand')}
              </Badge>
            )}
          </Group>
        )}
        {item.classificationName && (
          <Text size="sm" c="dimmed">
            {item.classificationCode} {item.classificationName}
          </Text>
        )}
        {item.description && (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ItemSection({ company, title, items }: { company: PublicCompany; title: string; items: PublicItem[] }) {
  if (!items.length) return null;
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="h3">
        {title}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <ItemCard key={`${item.kind}-${item.id}`} company={company} item={item} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CompanyView({ company }: { company: PublicCompany }) {
  const { t } = useTranslation('public-pages');
  const signedIn = !!useCurrentUser();
  const place = [company.cityName, company.countryName].filter(Boolean).join(', ');
  return (
    <Stack gap="xl" data-testid="public-company">
      <Group gap="lg" align="flex-start" wrap="nowrap">
        <CompanyLogo name={company.name} logoName={company.logo} size={72} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Group gap="sm">
            <Badge color="teal" variant="light" radius="sm" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}>
              {t('company.verified')}
            </Badge>
            <Group gap={4} c="dimmed">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                {place}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Group>
      {company.description && (
        <Text maw={760} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {company.description}
        </Text>
      )}
      {company.mainBusinessActivity && (
        <Text size="sm" maw={760}>
          <Text span fw={600} inherit>
            {t('company.main_activity')}:
          </Text>{' '}
          {company.mainBusinessActivity}
        </Text>
      )}
      {company.sectors.length > 0 && (
        <Stack gap="xs" component="section">
          <Title order={2} fz="h3">
            {t('company.sectors')}
          </Title>
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {company.sectors.map((s) => (
              <Badge key={s} component="li" variant="outline" color="gray" radius="sm" tt="none" fw={500} size="lg" fz="sm">
                {s}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      <ItemSection company={company} title={t('company.products')} items={company.products} />
      <ItemSection company={company} title={t('company.services')} items={company.services} />
      {company.products.length + company.services.length === 0 && <Text c="dimmed">{t('company.none')}</Text>}
      {!signedIn && (
        <Alert color="brand" variant="light" radius="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('company.contact')}</Text>
            <Group gap="xs">
              <Button component={Link} to={loginPath} variant="default" size="xs">
                {t('general:log_in')}
              </Button>
              <Button component={Link} to="/register" size="xs">
                {t('general:register')}
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

/** /companies/{companyId}: what anyone may read of a verified company, with its item opened over it (?productId=, ?serviceId=). */
export function PublicCompanyPage() {
  const { t } = useTranslation('public-pages');
  const companyId = Number(useParams().companyId) || 0;
  const query = usePublicCompany(companyId);
  if (query.data) {
    return (
      <>
        <CompanyView company={query.data} />
        <SearchItemDetail />
      </>
    );
  }
  if (query.isError || !companyId) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('company.not_found')}</Title>
        <Button component={Link} to="/business-to-business/public" variant="light">
          {t('company.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={72} w={72} radius="md" />
      <Skeleton h={28} w="50%" />
      <Skeleton h={80} />
    </Stack>
  );
}
