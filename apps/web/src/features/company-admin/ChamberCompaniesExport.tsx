import { type AdministeredList, chamberCompaniesFileNames } from '@portal/contracts/companies/company-administration';
import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReportOutput } from '../../components/reports/ReportOutput.tsx';
import { useReportFile } from '../../components/reports/useReportFile.ts';
import { fetchChamberCompanies } from './api/company-admin.api.ts';

const FORMATS = [
  { format: 'pdf', Icon: IconFileTypePdf },
  { format: 'xlsx', Icon: IconFileSpreadsheet },
] as const;

/**
 * The chamber companies reports of the list on screen (its tab and search): a PDF of the first
 * companies and a spreadsheet of all of them, made on the server as every report is
 * (components/reports): the button says while one is made, a failure is told.
 */
export function ChamberCompaniesExport({ list, name }: { list: AdministeredList; name: string | undefined }) {
  const { t } = useTranslation('company-admin');
  const reports = useReportFile();
  const { busy } = reports;
  return (
    <Group justify="flex-end" gap="xs" data-testid="chamber-companies-export">
      <Text size="sm" c="dimmed" id="chamber-companies-export-label">
        {t('export.label', { list: t(`tabs.${list}`) })}
      </Text>
      {FORMATS.map(({ format, Icon }) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<Icon size={16} aria-hidden />}
          loading={busy === format}
          loaderProps={{ type: 'dots' }}
          disabled={busy !== null && busy !== format}
          aria-busy={busy === format}
          aria-describedby="chamber-companies-export-label"
          onClick={() =>
            reports.make({
              key: format,
              load: () => fetchChamberCompanies(format, { list, name }),
              fileName: chamberCompaniesFileNames[format],
              title: t('export.title'),
            })
          }
          data-testid={`export-companies-${format}`}
        >
          {busy === format ? reports.preparing(chamberCompaniesFileNames[format]) : t(`export.${format}`)}
        </Button>
      ))}
      <ReportOutput reports={reports} testId="chamber-companies-report" />
    </Group>
  );
}
