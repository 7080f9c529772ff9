import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES } from '../../i18n/languages.ts';

/**
 * The language menu around its button, open: loaded when the button is first pressed
 * (LanguageSwitch). Its button replaces the pressed one, so it takes the focus over, and it gets
 * the focus back when the menu closes (Mantine returns it only from a menu it saw opening).
 */
export function LanguageMenu({ target, targetRef }: { target: ReactNode; targetRef: RefObject<HTMLButtonElement | null> }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (document.activeElement === document.body) targetRef.current?.focus();
  }, [targetRef]);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => targetRef.current?.focus()}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.htmlLang}
            onClick={() => void changeLanguage(l.code)}
            rightSection={i18n.language === l.code ? <IconCheck size={14} /> : null}
          >
            {l.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
