import { adminUserSorts } from '@portal/contracts/users/admin-users';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryChoices } from '../../lib/codes/code-queries.ts';
import { useUserRoles } from './api/user-admin-queries.ts';
import { FILTER_PARAMS, type FilterParam } from './user-filters.ts';

interface UserFiltersProps {
  params: URLSearchParams;
  update: (changes: Record<string, string | null>) => void;
}

/** The list's filters; each writes its query parameter (and goes back to the first page). */
export function UserFilters({ params, update }: UserFiltersProps) {
  const { t } = useTranslation('user-admin');
  const roles = useUserRoles();
  const countries = useCountryChoices();
  const set = (key: FilterParam) => (value: string | null) =>
    update({ [key]: value, page: null, ...(key === 'verified' ? { requests: null } : {}) });
  const yesNo = (key: 'verified' | 'active') => [
    { value: 'true', label: t(`filters.${key}_yes`) },
    { value: 'false', label: t(`filters.${key}_no`) },
  ];
  const verified = params.get('requests') === '1' ? 'false' : params.get('verified');
  const any = FILTER_PARAMS.some((k) => params.get(k));
  const common = {
    clearable: true,
    w: { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 },
    comboboxProps: { withinPortal: true },
  } as const;
  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <Select
        {...common}
        label={t('filters.verified')}
        placeholder={t('filters.all')}
        data={yesNo('verified')}
        value={verified}
        onChange={set('verified')}
      />
      <Select
        {...common}
        label={t('filters.active')}
        placeholder={t('filters.all')}
        data={yesNo('active')}
        value={params.get('active')}
        onChange={set('active')}
      />
      <Select
        {...common}
        label={t('filters.role')}
        placeholder={t('filters.all')}
        data={(roles.data ?? []).map((r) => ({ value: String(r.pkRoleId), label: r.name }))}
        value={params.get('role')}
        onChange={set('role')}
      />
      <Select
        {...common}
        searchable
        label={t('filters.country')}
        placeholder={t('filters.all')}
        data={countries.data ?? []}
        value={params.get('country')}
        onChange={set('country')}
      />
      <Select
        {...common}
        clearable={false}
        label={t('filters.sort')}
        data={adminUserSorts.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        value={params.get('sort') ?? 'newest'}
        onChange={(v) => update({ sort: v === 'newest' ? null : v, page: null })}
      />
      {any && (
        <Button variant="subtle" onClick={() => update(Object.fromEntries([...FILTER_PARAMS, 'page'].map((k) => [k, null])))}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
