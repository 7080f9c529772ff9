import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES } from '../../i18n/languages.ts';

/** Switches between English and Serbian; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          aria-label={t('general:change_language')}
          data-testid="language-switch"
        >
          {t(`general:language_short.${i18n.language}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            onClick={() => void changeLanguage(l.code)}
            rightSection={i18n.language === l.code ? <IconCheck size={14} /> : null}
          >
            {t(`general:language_name.${l.code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
