import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { saveBlob } from '../../lib/save-blob.ts';

interface Props {
  /** The PDF to show; the modal is closed without one. */
  pdf: Blob | null;
  onClose: () => void;
  title: string;
  /** The accessible name of the viewer. */
  previewLabel: string;
  downloadLabel: string;
  /** The name the download is saved under (the spec's file name). */
  fileName: string;
  /** The prefix of the test ids of the viewer and the download button (prefix-preview, prefix-download). */
  testId: string;
}

/**
 * A generated PDF in the browser's own viewer (a blob address: CSP frame-src blob:), with a
 * download under the report's file name (spec-2 section 6: "preview then download").
 */
export function PdfPreviewModal({ pdf, onClose, title, previewLabel, downloadLabel, fileName, testId }: Props) {
  const url = useMemo(() => (pdf ? URL.createObjectURL(pdf) : null), [pdf]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal opened={pdf !== null} onClose={onClose} title={title} size="xl" centered>
      {pdf && url && (
        <Stack gap="sm">
          <iframe
            src={url}
            title={previewLabel}
            style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            data-testid={`${testId}-preview`}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => saveBlob(pdf, fileName)}
              data-testid={`${testId}-download`}
            >
              {downloadLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
