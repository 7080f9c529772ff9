import type { OpenedCall } from '@portal/contracts/access-admin/function-calls';
import { Anchor, Badge, Code, Collapse, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mainMenu } from '../../navigation/menu-definition.ts';
import { menuEntriesOpenedBy } from './function-effects.ts';

/** What granting one function opens: the menu entries (from the menu definition) and the API calls (from the server's routes). */
export function FunctionEffect({ alias, calls }: { alias: string; calls: readonly OpenedCall[] }) {
  const { t } = useTranslation('roles-admin');
  const [open, { toggle }] = useDisclosure(false);
  const listId = useId();
  const entries = menuEntriesOpenedBy(alias, mainMenu);
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <IconMenu2 size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('opens_menu')}
        </Text>
        {entries.length ? (
          entries.map((e) => (
            <Badge key={e.key} size="sm" radius="sm" variant="outline" color="brand" tt="none">
              {[e.key, ...e.children].map((k) => t(`menu:${k}`)).join(' · ')}
            </Badge>
          ))
        ) : (
          <Text size="xs">{t('opens_no_menu')}</Text>
        )}
      </Group>
      {calls.length ? (
        <>
          <Anchor component="button" type="button" size="xs" onClick={toggle} aria-expanded={open} aria-controls={listId} ta="left">
            {t(open ? 'hide_calls' : 'show_calls', { count: calls.length })}
          </Anchor>
          <Collapse expanded={open} id={listId}>
            <List size="xs" spacing={2} listStyleType="none" ml={0} pl={0}>
              {calls.map((c) => (
                <List.Item key={`${c.method} ${c.url}`}>
                  <Code fz="xs" style={{ overflowWrap: 'anywhere' }}>{`${c.method} ${c.url}`}</Code>
                  {c.modules.length > 0 && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      {t('needs_modules', { modules: c.modules.map((m) => t(`module.${m}`)).join(', ') })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Collapse>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {t('opens_no_calls')}
        </Text>
      )}
    </Stack>
  );
}
