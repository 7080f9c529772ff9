import { companyPagePath, userDetailsPath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { ContactLinks } from '../../../components/ui/ContactLinks.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import type { Employee } from '@portal/contracts/companies/employees';
import { useEmployees, useRemoveEmployee } from '../api/company-queries.ts';
import { NoDataNotice } from '../../../components/list/NoDataNotice.tsx';
import { avatarUrl } from '../../../lib/stored-files.ts';
import { personPhones, fullName, initials } from '../../../lib/person-format.ts';

const PAGE_SIZE = 20;

/** A person of the list; their name opens their details (/users/details) for those who administer the company. */
function Person({ e, linked }: { e: Employee; linked: boolean }) {
  const { t } = useTranslation('company-sections');
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={avatarUrl(e.id, e.avatarName)} alt={fullName(e)} radius="xl" color="brand" size={40}>
        {initials(e)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          {linked ? (
            <Anchor component={Link} to={userDetailsPath(e.id)} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fullName(e)}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fullName(e)}
            </Text>
          )}
          {!e.isActive && (
            <Badge size="xs" color="red" variant="light" data-testid="employee-inactive">
              {t('employees.inactive')}
            </Badge>
          )}
          {e.invitationPending && (
            <Badge size="xs" color="orange" variant="light" data-testid="invitation-pending">
              {t('employees.invitation_pending')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {e.position || t('employees.no_position')}
        </Text>
      </div>
    </Group>
  );
}

function RoleBadge({ e }: { e: Employee }) {
  const { t } = useTranslation('company-sections');
  return (
    <Badge
      variant={e.fkRoleId === RoleId.companyAdmin ? 'filled' : 'light'}
      color={e.fkRoleId === RoleId.companyAdmin ? 'brand' : 'gray'}
      tt="none"
      fw={550}
    >
      {t(e.fkRoleId === RoleId.companyAdmin ? 'employees.role_admin' : 'employees.role_employee')}
    </Badge>
  );
}

function Contacts({ e }: { e: Employee }) {
  const phones = personPhones(e);
  if (!e.email && phones.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return <ContactLinks email={e.email} phones={phones} />;
}

function EmployeesList() {
  const { t } = useTranslation('company-sections');
  const { companyId, canEdit } = useCompanyPage();
  const me = useCurrentUser();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useEmployees(companyId, { pageNum: page, pageSize: PAGE_SIZE, ...(name ? { name } : {}) });
  const remove = useRemoveEmployee(companyId);
  const act = useConfirmedAction();
  const list = query.data?.users ?? [];
  const showContacts = list.some((e) => e.email || personPhones(e).length);

  // Business refusals (last_company_administrator, cannot_remove_yourself) arrive as translated toasts.
  const onRemove = async (e: Employee) => {
    const removed = await act({
      ask: { message: t('employees.remove_question', { name: fullName(e) }), danger: true, confirmLabel: t('employees.remove') },
      run: () => remove.mutateAsync(e.id),
      done: t('employees.removed', { name: fullName(e) }),
    });
    if (removed && list.length === 1 && page > 1) setPage(page - 1);
  };

  const actions = (e: Employee) =>
    canEdit && (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={t('edit')} withArrow>
          <ActionIcon
            component={Link}
            to={companyPagePath(companyId, `employees/form/${e.id}`)}
            variant="subtle"
            aria-label={t('employees.edit_named', { name: fullName(e) })}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
        {e.id !== me?.id && (
          <Tooltip label={t('employees.remove')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('employees.remove_named', { name: fullName(e) })}
              onClick={() => onRemove(e)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );

  return (
    <ListPage
      gap="md"
      search={{
        value: search,
        onChange: (value) => {
          setSearch(value);
          setPage(1);
        },
        placeholder: t('employees.search'),
        label: t('employees.search'),
        testId: 'employee-search',
      }}
      actions={
        canEdit && (
          <Button
            component={Link}
            to={companyPagePath(companyId, 'employees/form')}
            leftSection={<IconUserPlus size={16} />}
            data-testid="invite-employee"
          >
            {t('employees.invite')}
          </Button>
        )
      }
      toolbar={
        query.data && (
          <Text size="sm" c="dimmed">
            {t('employees.count', { count: query.data.totalCount })}
          </Text>
        )
      }
      items={list}
      loading={query.isPending}
      skeleton={
        <Card aria-busy="true">
          <Stack gap="md">
            {[0, 1, 2].map((i) => (
              <Group key={i} gap="sm">
                <Skeleton circle height={40} />
                <Skeleton height={16} width="40%" />
              </Group>
            ))}
          </Stack>
        </Card>
      }
      empty={<NoDataNotice text={name ? t('errors:no_result') : undefined} />}
      paging={{ page, totalPages: query.data?.totalPages, onPage: setPage, size: 'sm', controlLabel: (c) => t(`pagination.${c}`) }}
    >
      {(rows) => (
        <>
          <Card padding={0} visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={680}>
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="employee-table">
                <Table.Thead bg="var(--mantine-color-gray-0)">
                  <Table.Tr>
                    <Table.Th>{t('employees.person')}</Table.Th>
                    <Table.Th>{t('employees.role')}</Table.Th>
                    {showContacts && <Table.Th>{t('employees.contact')}</Table.Th>}
                    {canEdit && (
                      <Table.Th w={100}>
                        <VisuallyHidden>{t('actions')}</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((e) => (
                    <Table.Tr key={e.id} data-testid={`employee-${e.id}`}>
                      <Table.Td>
                        <Person e={e} linked={canEdit} />
                      </Table.Td>
                      <Table.Td>
                        <RoleBadge e={e} />
                      </Table.Td>
                      {showContacts && (
                        <Table.Td>
                          <Contacts e={e} />
                        </Table.Td>
                      )}
                      {canEdit && <Table.Td>{actions(e)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((e) => (
              <Card key={e.id} padding="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Person e={e} linked={canEdit} />
                  {actions(e)}
                </Group>
                <Stack mt="sm" gap="xs" align="flex-start">
                  <RoleBadge e={e} />
                  {(e.email || personPhones(e).length > 0) && <Contacts e={e} />}
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </ListPage>
  );
}

export function EmployeesPage() {
  const { t } = useTranslation('company-sections');
  return (
    <CompanyPage section="employees" title={t('employees.title')}>
      <EmployeesList />
    </CompanyPage>
  );
}
