import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoginForm } from './LoginForm.tsx';

/** The sign-in form in a dropdown under its button; loaded when first opened (LoginDropdown). */
export function LoginPopover({ target, opened, onChange }: { target: ReactNode; opened: boolean; onChange: (o: boolean) => void }) {
  return (
    <Popover width={340} position="bottom-end" shadow="lg" trapFocus withinPortal opened={opened} onChange={onChange}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="md">
        <LoginForm autoFocus />
      </Popover.Dropdown>
    </Popover>
  );
}
