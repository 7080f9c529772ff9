import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages.ts';

const loadMenu = () => import('./LanguageMenu.tsx');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * Switches between the interface languages (English, Serbian, Albanian, Macedonian); the choice is remembered in this browser. The menu
 * (and the floating-position code under it) loads when the button is first pointed at or
 * pressed, not with the first page.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const short = (LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0]).short;
  const button = (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLanguage size={16} />}
      // The name starts with the visible text, as speech input users say it.
      aria-label={t('general:change_language', { language: short })}
      data-testid="language-switch"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      {short}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu target={button} targetRef={ref} />
    </Suspense>
  );
}
