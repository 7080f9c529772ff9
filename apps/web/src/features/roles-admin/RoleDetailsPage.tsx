import { Button, Card, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconKey, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { useAllFunctions, useFunctionCalls, useFunctionGroups, useRole } from './api/roles-admin-queries.ts';
import { FunctionEffect } from './FunctionEffect.tsx';
import { functionSections } from './function-effects.ts';
import { roleFormPath, rolePermissionsPath } from './paths.ts';
import { RoleBadges } from './RoleBadges.tsx';
import { RoleMissing } from './RoleMissing.tsx';
import { useTitled } from './useTitled.ts';

/** /kif-admin-center/roles/details/{id}: a role, its functions by group with their aliases, and what they open. */
export function RoleDetailsPage() {
  const { t } = useTranslation('roles-admin');
  const titled = useTitled();
  const id = Number(useParams().id) || null;
  const query = useRole(id);
  const role = query.data;
  const groups = useFunctionGroups().data;
  const all = useAllFunctions().data;
  const calls = new Map((useFunctionCalls().data ?? []).map((c) => [c.alias, c.calls]));
  if (!id || query.isError) {
    return (
      <Stack gap="lg" maw={1000}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('details_title')}
        </Title>
        <RoleMissing />
      </Stack>
    );
  }
  if (!role || !groups || !all) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={36} w="40%" />
        <Skeleton h={140} />
      </Stack>
    );
  }
  const granted = all.list.filter((f) => role.functionIds.includes(f.pkFunctionId));
  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {role.name}
          </Title>
          {role.description && <Text c="dimmed">{role.description}</Text>}
          <Group gap="sm">
            <RoleBadges role={role} />
            <Group gap={4}>
              <IconUsers size={14} aria-hidden />
              <Text size="sm">{t('users_count', { count: role.usersCount })}</Text>
            </Group>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={roleFormPath(role.pkRoleId)} variant="default" leftSection={<IconEdit size={16} aria-hidden />}>
            {t('edit')}
          </Button>
          <Button component={Link} to={rolePermissionsPath(role.pkRoleId)} leftSection={<IconKey size={16} aria-hidden />}>
            {t('permissions')}
          </Button>
        </Group>
      </Group>
      <Title order={2} fz="lg">
        {t('granted_functions')}
      </Title>
      {granted.length === 0 ? (
        <ListEmptyState
          card
          py={32}
          variant="light"
          icon={<IconKey size={28} />}
          title={t('no_functions_title')}
          text={t('no_functions_text')}
        />
      ) : (
        functionSections(groups, granted).map((section) => (
          <Card
            key={section.group?.pkFunctionGroupId ?? 'other'}
            component="section"
            aria-label={section.group ? titled(section.group) : t('other_functions')}
          >
            <Title order={3} fz="md" mb="xs">
              {section.group ? titled(section.group) : t('other_functions')}
            </Title>
            <Stack gap="md">
              {section.functions.map((f) => (
                <Stack key={f.pkFunctionId} gap={4}>
                  <Group gap="xs">
                    <Text fw={600}>{titled(f)}</Text>
                    <Code fz="xs">{f.alias}</Code>
                  </Group>
                  <FunctionEffect alias={f.alias} calls={calls.get(f.alias) ?? []} />
                </Stack>
              ))}
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
