import { type CountryReportKind, countryReportFileNames, reportFormats } from '@portal/contracts/reports/country-reports';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconReportAnalytics, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReportOutput } from '../../components/reports/ReportOutput.tsx';
import { useReportFile } from '../../components/reports/useReportFile.ts';
import { fetchCountryReport } from './api/admin-center.api.ts';

const REPORTS: { kind: CountryReportKind; Icon: typeof IconWorld }[] = [
  { kind: 'countryInfo', Icon: IconWorld },
  { kind: 'wb6Activity', Icon: IconReportAnalytics },
];
const FORMAT_ICONS = { pdf: IconFileTypePdf, xlsx: IconFileSpreadsheet };

/**
 * The admin centre's reports: the WB6 economies side by side, as a PDF or a spreadsheet, made as
 * every report is (components/reports): the button says while one is made, a failure is told.
 */
export function CountryReportsCard() {
  const { t } = useTranslation('admin-center');
  const reports = useReportFile();
  const { busy } = reports;
  return (
    <Card withBorder radius="md" data-testid="country-reports">
      <Title order={2} fz="lg" mb={4} id="country-reports-title">
        {t('reports.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('reports.subtitle')}
      </Text>
      <Stack gap="sm">
        {REPORTS.map(({ kind, Icon }) => (
          <Group key={kind} justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 260px' }}>
              <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} id={`report-${kind}`}>
                  {t(`reports.${kind}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`reports.${kind}.text`)}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              {reportFormats.map((format) => {
                const FormatIcon = FORMAT_ICONS[format];
                const key = `${kind}-${format}`;
                const fileName = countryReportFileNames[kind][format];
                return (
                  <Button
                    key={format}
                    size="xs"
                    variant="default"
                    leftSection={<FormatIcon size={16} aria-hidden />}
                    loading={busy === key}
                    loaderProps={{ type: 'dots' }}
                    disabled={busy !== null && busy !== key}
                    aria-busy={busy === key}
                    aria-label={`${t(`reports.${kind}.title`)}: ${t(`reports.${format}`)}`}
                    onClick={() =>
                      reports.make({ key, load: () => fetchCountryReport(kind, format), fileName, title: t(`reports.${kind}.title`) })
                    }
                    data-testid={`report-${key}`}
                  >
                    {busy === key ? reports.preparing(fileName) : t(`reports.${format}`)}
                  </Button>
                );
              })}
            </Group>
          </Group>
        ))}
      </Stack>
      <ReportOutput reports={reports} testId="country-report" />
    </Card>
  );
}
