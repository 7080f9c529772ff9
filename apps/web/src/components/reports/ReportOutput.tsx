import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PdfPreviewModal } from '../ui/PdfPreviewModal.tsx';
import type { ReportFiles } from './useReportFile.ts';

/**
 * What a screen's reports show beside their buttons: the preview with its download, and a status
 * line that tells screen readers a report is being made (the button says it to the eye).
 */
export function ReportOutput({ reports, testId }: { reports: ReportFiles; testId: string }) {
  const { t } = useTranslation('reports');
  const { preview, busy } = reports;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {busy ? t('preparing_any') : ''}
      </VisuallyHidden>
      <PdfPreviewModal
        pdf={preview?.blob ?? null}
        onClose={reports.closePreview}
        title={preview?.title ?? ''}
        previewLabel={t('preview', { title: preview?.title ?? '' })}
        downloadLabel={t('download')}
        fileName={preview?.fileName ?? ''}
        testId={testId}
      />
    </>
  );
}
