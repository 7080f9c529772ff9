import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCertificate, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../components/form/date-format.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import type { Certificate } from '@portal/contracts/companies/certificates';
import { useCertificates, useDeleteCertificate } from '../api/company-queries.ts';
import { NoDataNotice } from '../../../components/list/NoDataNotice.tsx';
import { CertificateModal } from './CertificateModal.tsx';

const PAGE_SIZE = 10;

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
  const [name] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useCertificates(companyId, { pageNum: page, pageSize: PAGE_SIZE, ...(name ? { name } : {}) });
  const remove = useDeleteCertificate(companyId);
  const act = useConfirmedAction();
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
  // A refusal arrives as a translated toast from the API client; after a page's last row, the page before.
  const onDelete = async (c: Certificate) => {
    const deleted = await act({
      ask: { message: t('certificates.delete_question', { name: c.name }), danger: true, confirmLabel: t('delete') },
      run: () => remove.mutateAsync(c.pkCertificateId),
      done: t('certificates.deleted'),
    });
    if (deleted && (query.data?.certificates.length ?? 0) === 1 && page > 1) setPage(page - 1);
  };

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
    <>
      <ListPage
        gap="md"
        search={{
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          placeholder: t('certificates.search'),
          label: t('certificates.search'),
          testId: 'certificate-search',
        }}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd} data-testid="add-certificate">
              {t('certificates.add')}
            </Button>
          )
        }
        items={query.data?.certificates ?? []}
        loading={query.isPending}
        skeleton={
          <Card aria-busy="true">
            <Stack gap="sm">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={28} />
              ))}
            </Stack>
          </Card>
        }
        empty={
          <NoDataNotice text={name ? t('errors:no_result') : undefined}>
            {canEdit && !name && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd} mt="xs">
                {t('certificates.add_first')}
              </Button>
            )}
          </NoDataNotice>
        }
        paging={{ page, totalPages: query.data?.totalPages, onPage: setPage, size: 'sm', controlLabel: (c) => t(`pagination.${c}`) }}
      >
        {(list) => (
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
      </ListPage>
      <CertificateModal companyId={companyId} certificate={editing} opened={modalOpen} onClose={() => setModalOpen(false)} />
    </>
  );
}

export function CertificatesPage() {
  const { t } = useTranslation('company-sections');
  return (
    <CompanyPage section="certificates" title={t('certificates.title')}>
      <CertificatesList />
    </CompanyPage>
  );
}
