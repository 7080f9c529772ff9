import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyPage } from '../CompanyPage.tsx';
import { sectionPath } from '../company-sections.ts';

/**
 * A section that does not apply to this company (a module it lacks, not multinational): says
 * why, and offers its editors the general information where that is changed.
 */
export function SectionNotApplicable(props: { icon: ReactNode; title: string; editorText: string; visitorText: string; testId: string }) {
  const { t } = useTranslation('company');
  const { companyId, canEdit } = useCompanyPage();
  return (
    <Alert color="gray" icon={props.icon} title={props.title} data-testid={props.testId}>
      <Stack gap="xs" align="flex-start">
        {canEdit ? props.editorText : props.visitorText}
        {canEdit && (
          <Button component={Link} to={`${sectionPath(companyId, 'profile')}?edit=1`} size="xs" variant="light">
            {t('edit_general_info')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
