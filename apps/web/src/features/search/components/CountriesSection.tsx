import { Button, Group, Stack, Title } from '@mantine/core';
import type { CountryItem } from '@portal/contracts/codes/dropdowns';
import { useTranslation } from 'react-i18next';
import { CountryCode } from './CountryLabel.tsx';
import { Highlighted } from './Highlighted.tsx';

interface CountriesSectionProps {
  countries: readonly CountryItem[];
  text: string;
  chosenId: number | null;
  onChoose: (id: number | null) => void;
}

/** Countries whose names match the words; choosing one filters the other sections by it. */
export function CountriesSection({ countries, text, chosenId, onChoose }: CountriesSectionProps) {
  const { t } = useTranslation('search');
  return (
    <Stack gap="sm" component="section" aria-labelledby="search-countries" data-testid="section-countries">
      <Title order={2} fz="lg" id="search-countries">
        {t('section.countries', { count: countries.length })}
      </Title>
      <Group gap="xs" component="ul" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {countries.map((c) => {
          const chosen = c.id === chosenId;
          return (
            <li key={c.id}>
              <Button
                variant={chosen ? 'filled' : 'default'}
                radius="xl"
                size="sm"
                aria-pressed={chosen}
                leftSection={<CountryCode code={c.alpha2} />}
                onClick={() => onChoose(chosen ? null : c.id)}
              >
                <Highlighted text={c.name} words={text ? [text] : []} />
              </Button>
            </li>
          );
        })}
      </Group>
    </Stack>
  );
}
