import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../features/consents/DocumentPage.tsx';

const sections = ['controller', 'data', 'purposes', 'sharing', 'retention', 'rights', 'cookies', 'contact'] as const;

/** The portal's privacy policy, in the chosen language, with its current version. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy-policy');
  return (
    <DocumentPage
      kind="privacy_policy"
      title={t('title')}
      intro={t('intro')}
      sections={sections.map((s) => ({ title: t(`${s}.title`), text: t(`${s}.text`) }))}
    />
  );
}
