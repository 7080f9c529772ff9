import type { CountryFigures, CountryInfo } from '@portal/contracts/dashboard/dashboard-figures';
import { Badge, Card, Group, Select, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/useSession.ts';
import { useCountriesInfo, useCountryInfo } from './api/dashboard-queries.ts';
import { FigureTiles, useCount } from './FigureTiles.tsx';

/** The side-by-side table's columns: public figures every role sees. */
const COLUMNS = [
  'companies',
  'multinationalCompanies',
  'productsSupply',
  'productsDemand',
  'servicesSupply',
  'servicesDemand',
  'upcomingEvents',
] as const;

const publicFiguresOf = (c: CountryFigures) => Object.fromEntries(COLUMNS.map((k) => [k, c[k]]));

/**
 * The economy shown first: the one whose restricted figures the caller sees when only one is (a
 * chamber administrator's), else their company's or their own, else the first.
 */
function firstEconomy(countries: CountryFigures[], own: (number | null | undefined)[]): number | null {
  const restricted = countries.filter((c) => c.restricted);
  if (restricted.length === 1) return restricted[0].pkCountryId;
  const mine = own.find((id) => countries.some((c) => c.pkCountryId === id));
  return mine ?? countries[0]?.pkCountryId ?? null;
}

/** One economy's figures, the restricted ones when the caller may see them, and its largest sectors. */
function EconomyDetails({ info }: { info: CountryInfo }) {
  const { t } = useTranslation('dashboard');
  const count = useCount();
  return (
    <Stack gap="md" data-testid={`economy-details-${info.alpha3}`}>
      <FigureTiles figures={publicFiguresOf(info)} testId="economy" />
      {info.restricted && (
        <div>
          <Group gap="xs" mb={6}>
            <Text size="sm" fw={600}>
              {t('figures.economy_restricted', { economy: info.name })}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t('figures.administrators_only')}
            </Badge>
          </Group>
          <FigureTiles figures={info.restricted} testId="economy" />
        </div>
      )}
      <div>
        <Title order={3} fz="sm" mb={6}>
          {t('figures.top_sectors', { economy: info.name })}
        </Title>
        {info.topSectors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('figures.no_sectors')}
          </Text>
        ) : (
          <Stack gap={4} component="ol" m={0} pl="md" data-testid="top-sectors">
            {info.topSectors.map((s) => (
              <Text component="li" size="sm" key={s.code}>
                {t('figures.sector', { code: s.code, name: s.name, count: s.companies, companies: count(s.companies) })}
              </Text>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/** The WB6 economies side by side (get-countries-info) and the chosen one's figures (get-country-info/{id}). */
export function EconomiesCard() {
  const { t, ready } = useTranslation('dashboard');
  const user = useCurrentUser();
  const count = useCount();
  const countries = useCountriesInfo();
  const list = countries.data?.countries ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? firstEconomy(list, [user?.fkCompanyCountryId, user?.fkCountryId]);
  const details = useCountryInfo(shown);
  if (countries.isError || !ready) return null;
  return (
    <Card component="section" aria-labelledby="wb6-economies" data-testid="wb6-economies">
      <Group gap="sm" wrap="nowrap" mb="md">
        <ThemeIcon variant="light" radius="md" size={36}>
          <IconWorld size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={650} id="wb6-economies" component="h2" m={0} fz="md">
            {t('figures.economies_title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('figures.economies_text')}
          </Text>
        </div>
      </Group>
      {!countries.data ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="lg">
          {/* On a phone the table scrolls sideways: focusable, so the keyboard scrolls it too. */}
          <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={t('figures.table_caption')}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="economies-table">
              <Table.Caption>{t('figures.table_caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('figures.economy')}</Table.Th>
                  {COLUMNS.map((k) => (
                    <Table.Th scope="col" key={k} ta="right">
                      {t(`figures.${k}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((c) => (
                  <Table.Tr key={c.pkCountryId} data-testid={`economy-row-${c.alpha3}`}>
                    <Table.Th scope="row" fw={c.pkCountryId === shown ? 700 : 500}>
                      {c.name}
                    </Table.Th>
                    {COLUMNS.map((k) => (
                      <Table.Td key={k} ta="right" data-figure={k} data-value={c[k]}>
                        {count(c[k])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Select
            label={t('figures.choose_economy')}
            data={list.map((c) => ({ value: String(c.pkCountryId), label: c.name }))}
            value={shown ? String(shown) : null}
            onChange={(v) => v && setChosen(Number(v))}
            allowDeselect={false}
            w={{ base: '100%', sm: 320 }}
            data-testid="economy-select"
          />
          {details.data ? <EconomyDetails info={details.data} /> : <Skeleton h={160} />}
        </Stack>
      )}
    </Card>
  );
}
