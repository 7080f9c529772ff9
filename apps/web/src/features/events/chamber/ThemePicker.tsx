import type { PredefinedTheme } from '@portal/contracts/events/events';
import { Input, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NEUTRAL_THEME } from '../details/EventHeader.tsx';
import classes from './theme-picker.module.css';

interface ThemePickerProps {
  themes: PredefinedTheme[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  description?: string;
  /** A full-width page: more swatches a row. */
  wide?: boolean;
}

/** The predefined themes as swatches (background with a sample of the text colour), plus the portal's neutral look. */
export function ThemePicker({ themes, value, onChange, label, description, wide }: ThemePickerProps) {
  const cols = wide ? { base: 3, sm: 4, lg: 7 } : { base: 3, sm: 4 };
  const { t } = useTranslation('events-chamber');
  const name = useId();
  const options = [
    { id: null, name: t('theme.default'), colours: NEUTRAL_THEME },
    ...(themes ?? []).map((th) => ({ id: th.pkPredefinedThemeId, name: th.name, colours: th })),
  ];
  return (
    <Input.Wrapper label={label} description={description} labelElement="div">
      {!themes ? (
        <SimpleGrid cols={cols} spacing="xs" mt="xs" aria-busy="true">
          <Skeleton h={70} />
          <Skeleton h={70} />
          <Skeleton h={70} />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={cols} spacing="xs" mt="xs" role="radiogroup" aria-label={label}>
          {options.map((o) => {
            const checked = o.id === value;
            return (
              <label key={o.id ?? 'default'} className={classes.option} data-checked={checked || undefined}>
                <input
                  type="radio"
                  className={classes.input}
                  name={name}
                  checked={checked}
                  onChange={() => onChange(o.id)}
                  aria-label={o.name}
                />
                <span className={classes.swatch} style={{ background: o.colours.color1, color: o.colours.color2 }} aria-hidden>
                  {checked ? <IconCheck size={20} /> : t('theme.sample')}
                </span>
                {/* Two lines, not one cut: a theme's name is its only label under the swatch. */}
                <Text size="xs" ta="center" lineClamp={2}>
                  {o.name}
                </Text>
              </label>
            );
          })}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  );
}
