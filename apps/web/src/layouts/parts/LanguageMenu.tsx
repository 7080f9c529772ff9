import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES } from '../../i18n/languages.ts';

/** The language menu around its button, open: loaded when the button is first pressed (LanguageSwitch). */
export function LanguageMenu({ target }: { target: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
