import { interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import type { EventDocument } from '@portal/contracts/programme/documents';
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileText, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { EditAction, RowActions } from '../../../components/list/RowActions.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useDeleteDocument, useDocuments } from '../api/document-queries.ts';
import { downloadDocument } from '../api/documents.api.ts';
import { CardDelete, EmptyList, loadedRows, useSearchedPages } from '../components/programme-list.tsx';
import { RenameDocumentModal, UploadDocumentModal } from './DocumentDialogs.tsx';
import { fileSize } from './file-size.ts';

interface Props {
  /** One event's documents; null: every event of the organiser's chamber (with the event's name). */
  eventId: number | null;
  canUpload: boolean;
  /** The page's title and subtitle (the chamber's documents page). */
  title?: string;
  subtitle?: string;
  /** A section's heading instead (an event's tab). */
  heading?: ReactNode;
  testId?: string;
}

/** Documents with search and pages; download for everyone who sees them, rename and delete for organisers. */
export function DocumentsList({ eventId, canUpload, title, subtitle, heading, testId }: Props) {
  const { t } = useTranslation('programme');
  const { name, page, search, paging } = useSearchedPages(t('documents.search'));
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<EventDocument | null>(null);
  const docs = useDocuments(eventId, name, page);
  const refusal = isApiError(docs.error) && docs.error.status === 403 ? docs.error.messageKey : null;

  return (
    <>
      <ListPage
        gap={title ? 'lg' : 'md'}
        testId={testId}
        title={title}
        subtitle={subtitle}
        heading={heading}
        search={search}
        actions={
          canUpload &&
          eventId && (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)} data-testid="upload-document">
              {t('documents.upload')}
            </Button>
          )
        }
        {...loadedRows(docs, docs.data?.eventDocuments)}
        toolbar={docs.isError && <Alert color={refusal ? 'gray' : 'red'}>{refusal ? t(`errors:${refusal}`) : t('load_error')}</Alert>}
        empty={<EmptyList icon={IconFileText} title={t('documents.empty_title')} text={t('documents.empty_text')} />}
        paging={paging(docs.data?.totalPages)}
      >
        {(list) => (
          <Stack gap="xs" data-testid="documents-list">
            {list.map((d) => (
              <DocumentCard key={d.pkEventDocumentId} doc={d} showEvent={!eventId} onRename={() => setRenaming(d)} />
            ))}
          </Stack>
        )}
      </ListPage>
      {eventId && canUpload && <UploadDocumentModal eventId={eventId} opened={uploading} onClose={() => setUploading(false)} />}
      <RenameDocumentModal doc={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}

const htmlLang = (code: EventDocument['mainLanguage']) => interfaceLanguageByCode(code).htmlLang;

function DocumentCard({ doc: d, showEvent, onRename }: { doc: EventDocument; showEvent: boolean; onRename: () => void }) {
  const { t } = useTranslation('programme');
  const remove = useDeleteDocument();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadDocument(d.pkEventDocumentId), d.fileName);
    } catch (err) {
      toastError(isApiError(err) ? err.messageKey : 'general_error');
    } finally {
      setBusy(false);
    }
  };
  const extension = d.fileName.split('.').pop()?.toUpperCase() ?? '';
  return (
    <Card withBorder padding="sm" data-testid="document-card">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <IconFileText size={28} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} lang={htmlLang(d.textLanguages.name)} data-testid="document-name">
                {d.name}
              </Text>
              <ContentLanguageMark language={d.textLanguages.name} />
            </Group>
            {d.description && (
              <Group gap={6} wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} lang={htmlLang(d.textLanguages.description)}>
                  {d.description}
                </Text>
                {/* One mark when both texts fall back to the same language. */}
                {d.textLanguages.description !== d.textLanguages.name && <ContentLanguageMark language={d.textLanguages.description} />}
              </Group>
            )}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[showEvent ? d.eventName : null, formatDate(d.createdAt), fileSize(d.size), d.uploadedBy].filter(Boolean).join(' · ')}
            </Text>
          </div>
          {extension && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {extension}
            </Badge>
          )}
        </Group>
        <RowActions>
          <Tooltip label={t('documents.download')}>
            <ActionIcon
              variant="light"
              aria-label={t('documents.download_label', { name: d.name })}
              onClick={download}
              loading={busy}
              data-testid="download-document"
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {d.canEdit && (
            <>
              <EditAction label={t('documents.rename_label', { name: d.name })} tooltip={t('documents.rename')} onClick={onRename} />
              <CardDelete section="documents" name={d.name} run={() => remove.mutateAsync(d.pkEventDocumentId)} />
            </>
          )}
        </RowActions>
      </Group>
    </Card>
  );
}
