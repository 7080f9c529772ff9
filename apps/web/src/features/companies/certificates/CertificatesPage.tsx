import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCertificate, IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../api/toasts.tsx';
import { formatDisplayDate } from '../../../components/form/date-format.ts';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { type Certificate, useCertificates, useDeleteCertificate } from '../company-queries.ts';
import { EmptyState } from '../supply-chain/EmptyState.tsx';
import { CertificateModal } from './CertificateModal.tsx';

const PAGE_SIZE = 10;
/** Spec: search text waits 500 ms. */
const SEARCH_DELAY = 500;

function ValidityBadge({ c }: { c: Certificate }) {
  const { t } = useTranslation('company-sections');
  return c.isValid ? (
    <Badge color="teal" variant="light">
      {t('certificates.valid')}
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      {t('certificates.expired')}
    </Badge>
  );
}

function CertificatesList() {
  const { t } = useTranslation('company-sections');
  const { companyId, canEdit } = useCompanyPage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DELAY);
  const query = useCertificates(companyId, { pageNum: page, pageSize: PAGE_SIZE, ...(name ? { name } : {}) });
  const remove = useDeleteCertificate(companyId);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Certificate | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  const openAdd = () => {
    setEditing(null);
    setModalOpen(true);
  };
  const openEdit = (c: Certificate) => {
    setEditing(c);
    setModalOpen(true);
  };
  const onDelete = async (c: Certificate) => {
    if (!(await confirm({ message: t('certificates.delete_question', { name: c.name }), danger: true, confirmLabel: t('delete') }))) return;
    // A refusal arrives as a translated toast from the API client.
    await remove.mutateAsync(c.pkCertificateId).then(
      () => {
        toastSuccess(t('certificates.deleted'));
        if ((query.data?.certificates.length ?? 0) === 1 && page > 1) setPage(page - 1);
      },
      () => {},
    );
  };

  const list = query.data?.certificates ?? [];
  const totalPages = query.data?.totalPages ?? 1;
  const dates = (c: Certificate) => ({ from: formatDisplayDate(c.validFrom) || '—', to: formatDisplayDate(c.validTo) || '—' });

  const actions = (c: Certificate) =>
    canEdit && (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={t('edit')} withArrow>
          <ActionIcon variant="subtle" aria-label={t('certificates.edit_named', { name: c.name })} onClick={() => openEdit(c)}>
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('certificates.delete_named', { name: c.name })}
            onClick={() => onDelete(c)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          placeholder={t('certificates.search')}
          aria-label={t('certificates.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px', maxWidth: 400 }}
          data-testid="certificate-search"
        />
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd} data-testid="add-certificate">
            {t('certificates.add')}
          </Button>
        )}
      </Group>

      {query.isPending ? (
        <Card aria-busy="true">
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        </Card>
      ) : list.length === 0 ? (
        <EmptyState text={name ? t('errors:no_result') : undefined}>
          {canEdit && !name && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd} mt="xs">
              {t('certificates.add_first')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <Card padding={0} visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped={false} data-testid="certificate-table">
                <Table.Thead bg="var(--mantine-color-gray-0)">
                  <Table.Tr>
                    <Table.Th>{t('certificates.name')}</Table.Th>
                    <Table.Th>{t('certificates.issuer')}</Table.Th>
                    <Table.Th>{t('certificates.valid_from')}</Table.Th>
                    <Table.Th>{t('certificates.valid_to')}</Table.Th>
                    <Table.Th>{t('certificates.status')}</Table.Th>
                    {canEdit && (
                      <Table.Th w={100}>
                        <VisuallyHidden>{t('actions')}</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={c.pkCertificateId}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <IconCertificate size={18} color="var(--mantine-color-brand-6)" style={{ flexShrink: 0 }} />
                          <Text size="sm" fw={550}>
                            {c.name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={c.issuer ? undefined : 'dimmed'}>
                          {c.issuer || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{dates(c).from}</Table.Td>
                      <Table.Td>{dates(c).to}</Table.Td>
                      <Table.Td>
                        <ValidityBadge c={c} />
                      </Table.Td>
                      {canEdit && <Table.Td>{actions(c)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Stack gap="sm" hiddenFrom="sm">
            {list.map((c) => (
              <Card key={c.pkCertificateId} padding="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Text>
                    {c.issuer && (
                      <Text size="sm" c="dimmed">
                        {c.issuer}
                      </Text>
                    )}
                  </div>
                  <ValidityBadge c={c} />
                </Group>
                <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap">
                  <Group gap="lg">
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('certificates.valid_from')}
                      </Text>
                      <Text size="sm">{dates(c).from}</Text>
                    </div>
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('certificates.valid_to')}
                      </Text>
                      <Text size="sm">{dates(c).to}</Text>
                    </div>
                  </Group>
                  {actions(c)}
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}

      {totalPages > 1 && (
        <Group justify="center">
          <Pagination value={page} onChange={setPage} total={totalPages} size="sm" getControlProps={paginationLabels(t)} />
        </Group>
      )}
      <CertificateModal companyId={companyId} certificate={editing} opened={modalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}

/** Accessible names of the pagination's arrow controls. */
export function paginationLabels(t: (key: string) => string) {
  return (control: 'first' | 'previous' | 'last' | 'next') => ({
    'aria-label': t(`pagination.${control}`),
  });
}

export function CertificatesPage() {
  const { t } = useTranslation('company-sections');
  return (
    <CompanyPage section="certificates" title={t('certificates.title')}>
      <CertificatesList />
    </CompanyPage>
  );
}
