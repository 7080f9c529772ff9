import type { RoleModel } from '@portal/contracts/access-admin/roles';
import { Alert, Button, Card, Checkbox, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { useAllFunctions, useFunctionCalls, useFunctionGroups, useRole, useSaveRole } from './api/roles-admin-queries.ts';
import { FunctionEffect } from './FunctionEffect.tsx';
import { functionSections, grantChanges } from './function-effects.ts';
import { roleDetailsPath } from './paths.ts';
import { RoleBadges } from './RoleBadges.tsx';
import { RoleMissing } from './RoleMissing.tsx';
import { useTitled } from './useTitled.ts';

/** /kif-admin-center/roles/permissions/{id}: grant and revoke a role's functions, each with what it opens. */
export function RolePermissionsPage() {
  const { t } = useTranslation('roles-admin');
  const id = Number(useParams().id) || null;
  const role = useRole(id);
  const groups = useFunctionGroups();
  const functions = useFunctionCalls();
  const all = useAllFunctions();
  const ready = role.data && groups.data && functions.data && all.data;
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {role.data ? t('permissions_title', { name: role.data.name }) : t('permissions')}
        </Title>
        <Text c="dimmed">{t('permissions_subtitle')}</Text>
      </div>
      {!id || role.isError ? (
        <RoleMissing />
      ) : ready ? (
        <PermissionsForm key={role.data.pkRoleId} role={role.data} />
      ) : (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Stack>
  );
}

function PermissionsForm({ role }: { role: RoleModel }) {
  const { t } = useTranslation('roles-admin');
  const titled = useTitled();
  const navigate = useNavigate();
  const save = useSaveRole();
  const groups = useFunctionGroups().data ?? [];
  const functions = useAllFunctions().data?.list ?? [];
  const calls = new Map((useFunctionCalls().data ?? []).map((c) => [c.alias, c.calls]));
  const [granted, setGranted] = useState<number[]>(role.functionIds);
  const changes = grantChanges(role.functionIds, granted);
  const toggle = (fid: number, on: boolean) => setGranted((g) => (on ? [...g, fid] : g.filter((x) => x !== fid)));

  const submit = async () => {
    try {
      await save.mutateAsync({
        pkRoleId: role.pkRoleId,
        name: role.name,
        description: role.description,
        isCompanyRole: role.isCompanyRole,
        functionIds: granted,
      });
      toastSuccess(t('permissions_saved'));
      navigate(roleDetailsPath(role.pkRoleId));
    } catch (err) {
      toastUnhandled(err);
    }
  };

  return (
    <Stack gap="md">
      <RoleBadges role={role} />
      {role.isSystem && (
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />}>
          {t('builtin_permissions_hint')}
        </Alert>
      )}
      {functionSections(groups, functions).map((section) => (
        <Card
          key={section.group?.pkFunctionGroupId ?? 'other'}
          component="section"
          aria-label={section.group ? titled(section.group) : t('other_functions')}
        >
          <Title order={2} fz="lg">
            {section.group ? titled(section.group) : t('other_functions')}
          </Title>
          {section.group?.description && (
            <Text size="sm" c="dimmed">
              {section.group.description}
            </Text>
          )}
          <Stack gap="md" mt="sm">
            {section.functions.map((f) => (
              <Stack key={f.pkFunctionId} gap={6} data-testid={`function-${f.alias}`}>
                <Checkbox
                  checked={granted.includes(f.pkFunctionId)}
                  onChange={(e) => toggle(f.pkFunctionId, e.currentTarget.checked)}
                  label={titled(f)}
                  description={<Code fz="xs">{f.alias}</Code>}
                />
                <div style={{ paddingLeft: 32 }}>
                  <FunctionEffect alias={f.alias} calls={calls.get(f.alias) ?? []} />
                </div>
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
      <Card>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" aria-live="polite">
            {changes.granted.length || changes.revoked.length
              ? t('changes_summary', { granted: changes.granted.length, revoked: changes.revoked.length })
              : t('no_changes')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={roleDetailsPath(role.pkRoleId)} variant="default">
              {t('cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={!changes.granted.length && !changes.revoked.length}>
              {t('save_permissions')}
            </Button>
          </Group>
        </Group>
      </Card>
    </Stack>
  );
}
