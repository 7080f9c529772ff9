import { LANGUAGES } from '../../../i18n/languages.ts';
import type { Template } from '@portal/contracts/programme/templates';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { EditAction, RowActions } from '../../../components/list/RowActions.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import { useDeleteTemplate, useTemplates } from '../api/template-queries.ts';
import { CardDelete, EmptyList, loadedRows, useSearchedPages } from '../components/programme-list.tsx';
import { templateFormPath } from './template-paths.ts';

/** /event-management/templates: the chamber's reusable texts (the header's button adds one). */
export function TemplatesPage() {
  const { t } = useTranslation('programme');
  const { name, page, search, paging } = useSearchedPages(t('templates.search'));
  const templates = useTemplates(name, page);
  return (
    <ListPage
      testId="templates-page"
      title={t('templates.title')}
      subtitle={t('templates.subtitle')}
      search={search}
      {...loadedRows(templates, templates.data?.templates)}
      empty={<EmptyList icon={IconTemplate} title={t('templates.empty_title')} text={t('templates.empty_text')} />}
      paging={paging(templates.data?.totalPages)}
    >
      {(list) => (
        <Stack gap="xs">
          {list.map((tpl) => (
            <TemplateCard key={tpl.pkTemplateId} template={tpl} />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}

function TemplateCard({ template: tpl }: { template: Template }) {
  const { t } = useTranslation('programme');
  const remove = useDeleteTemplate();
  return (
    <Card withBorder padding="sm" data-testid="template-card">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {tpl.name}
            </Text>
            <Badge variant="light">{t(`templates.kinds.${tpl.kind}`)}</Badge>
            <Badge variant="outline" color="gray">
              {LANGUAGES.find((l) => l.id === tpl.fkLanguageId)?.label ?? LANGUAGES[0].label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[tpl.subject, formatDate(tpl.updatedAt)].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <RowActions>
          <EditAction
            label={t('templates.edit_label', { name: tpl.name })}
            tooltip={t('actions.edit')}
            to={templateFormPath(tpl.pkTemplateId)}
          />
          <CardDelete section="templates" name={tpl.name} run={() => remove.mutateAsync(tpl.pkTemplateId)} />
        </RowActions>
      </Group>
    </Card>
  );
}
