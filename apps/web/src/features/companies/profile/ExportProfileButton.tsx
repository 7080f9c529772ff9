import { ReportFileName } from '@portal/contracts/reports/report-files';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReportButton } from '../../../components/reports/ReportButton.tsx';
import { useCompanyPage } from '../CompanyPage.tsx';
import { fetchCompanyProfilePdf } from '../api/companies.api.ts';

/** "Export profile": the company profile PDF in the reader's language, made on the server, shown in a preview with a download. */
export function ExportProfileButton() {
  const { t, ready } = useTranslation('company-pdf');
  const { companyId } = useCompanyPage();
  if (!ready) return null;
  return (
    <ReportButton
      file={{
        key: 'profile',
        load: () => fetchCompanyProfilePdf(companyId),
        fileName: ReportFileName.companyProfile,
        title: t('title'),
        preview: true,
      }}
      label={t('export')}
      icon={<IconFileTypePdf size={16} aria-hidden />}
      testId="export-profile"
      previewTestId="company-pdf"
    />
  );
}
