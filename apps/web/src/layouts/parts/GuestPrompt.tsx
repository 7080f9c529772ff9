import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const GuestPromptContext = createContext<() => void>(() => {});

/** Opens the guest layout's "please login or register" modal. */
export const useGuestPrompt = () => useContext(GuestPromptContext);

export function GuestPromptProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <GuestPromptContext.Provider value={() => setOpened(true)}>
      {children}
      <Modal opened={opened} onClose={close} title={t('general:guest_prompt_title')} centered radius="lg">
        <Text mb="lg">{t('general:guest_prompt_text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/login" onClick={close}>
            {t('general:log_in')}
          </Button>
          <Button component={Link} to="/register" onClick={close}>
            {t('general:register')}
          </Button>
        </Group>
      </Modal>
    </GuestPromptContext.Provider>
  );
}
