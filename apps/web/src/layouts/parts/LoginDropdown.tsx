import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPopover = () => import('./LoginPopover.tsx');
const LoginPopover = lazy(() => loadPopover().then((m) => ({ default: m.LoginPopover })));

/**
 * The top bar's Login button opens the sign-in form in a dropdown. The dropdown (and the
 * floating-position code under it) loads when the button is first pointed at or pressed.
 */
export function LoginDropdown({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(initiallyOpen);
  const [wanted, setWanted] = useState(initiallyOpen);
  useEffect(() => {
    setOpened(initiallyOpen);
    if (initiallyOpen) setWanted(true);
  }, [initiallyOpen]);
  const button = (
    <Button
      variant="default"
      leftSection={<IconLogin2 size={16} />}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setWanted(true);
        setOpened((o) => !o);
      }}
      data-testid="login-button"
    >
      {t('general:log_in')}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LoginPopover target={button} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
