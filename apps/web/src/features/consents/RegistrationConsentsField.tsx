import { type OptionalConsentKind, optionalConsentKinds, type RegistrationConsents } from '@portal/contracts/accounts/consents';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The optional consents offered at registration, unticked: none is needed to register. */
export function RegistrationConsentsField({
  value,
  onChange,
}: {
  value: RegistrationConsents;
  onChange: (v: RegistrationConsents) => void;
}) {
  const { t } = useTranslation('consents');
  const set = (kind: OptionalConsentKind, checked: boolean) => onChange({ ...value, [kind]: checked });
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {t('registration.legend')}
      </Text>
      {optionalConsentKinds.map((kind) => (
        <Checkbox
          key={kind}
          checked={value[kind] ?? false}
          onChange={(e) => set(kind, e.currentTarget.checked)}
          label={t(`kinds.${kind}`)}
          description={t(`optional.explain.${kind}`)}
        />
      ))}
    </Stack>
  );
}
