import { useTranslation } from 'react-i18next';
import { DocumentPage } from './DocumentPage.tsx';

const sections = ['who', 'accounts', 'conduct', 'content', 'availability', 'changes', 'law'] as const;

/** The portal's terms of use, in the chosen language. */
export function TermsPage() {
  const { t } = useTranslation('consents');
  return (
    <DocumentPage
      kind="terms"
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={sections.map((s) => ({ title: t(`terms.${s}.title`), text: t(`terms.${s}.text`) }))}
    />
  );
}
