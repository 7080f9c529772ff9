import { Button, Popover } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm.tsx';

/** The top bar's Login button opens the sign-in form in a dropdown. */
export function LoginDropdown({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(initiallyOpen);
  useEffect(() => setOpened(initiallyOpen), [initiallyOpen]);
  return (
    <Popover width={340} position="bottom-end" shadow="lg" trapFocus withinPortal opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconLogin2 size={16} />} onClick={() => setOpened((o) => !o)} data-testid="login-button">
          {t('general:log_in')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="md">
        <LoginForm autoFocus />
      </Popover.Dropdown>
    </Popover>
  );
}
