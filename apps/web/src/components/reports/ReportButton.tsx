import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReportOutput } from './ReportOutput.tsx';
import { type ReportFile, useReportFile } from './useReportFile.ts';

interface Props extends Pick<ButtonProps, 'variant' | 'size'> {
  file: ReportFile;
  label: string;
  icon: ReactNode;
  /** The button's test id. */
  testId: string;
  /** The prefix of the preview's test ids (prefix-preview, prefix-download). */
  previewTestId?: string;
}

/**
 * A button that makes one report: while it is made it says so (a spinner, "Preparing the PDF…",
 * aria-busy), then the preview opens or the file is saved under the spec's name.
 */
export function ReportButton({ file, label, icon, testId, previewTestId = testId, variant = 'light', size }: Props) {
  const reports = useReportFile();
  const busy = reports.busy === file.key;
  // The namespace loads with the first report button; until then, no key shows as a label.
  if (!reports.ready) return null;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={busy ? <Loader size={14} type="dots" aria-hidden /> : icon}
        onClick={() => reports.make(file)}
        aria-busy={busy}
        data-testid={testId}
      >
        {busy ? reports.preparing(file.fileName) : label}
      </Button>
      <ReportOutput reports={reports} testId={previewTestId} />
    </>
  );
}
