import { DOCUMENT_CHANGES_MAX, type DocumentKind, documentKinds } from '@portal/contracts/accounts/consents';
import { RoleId } from '@portal/contracts/common/access';
import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useFieldText } from '../../pages/shared/useFieldText.ts';
import { useFormErrors } from '../../pages/shared/useFormErrors.ts';
import { serverFieldErrors, validate } from '../../pages/shared/validate.ts';
import { CONSENT_PATH } from '../../session/redirects.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useCurrentDocumentVersions, usePublishDocumentVersion } from './api/consent-queries.ts';

/**
 * The platform administrator's card on the policy pages: the current versions, and a new
 * version of a document with what changed; everyone signed in is then asked to accept it.
 */
export function PublishDocumentVersionCard() {
  const user = useCurrentUser();
  if (user?.fkRoleId !== RoleId.platformAdmin) return null;
  return <PublishForm />;
}

function PublishForm() {
  const { t } = useTranslation('consents');
  const navigate = useNavigate();
  const versions = useCurrentDocumentVersions();
  const publish = usePublishDocumentVersion();
  const [kind, setKind] = useState<DocumentKind>('privacy_policy');
  const [changes, setChanges] = useState('');
  const { ref, errors, setErrors } = useFormErrors();
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { publishDocumentVersionModel } = await import('@portal/contracts/accounts/consents');
    const checked = validate(publishDocumentVersionModel, { kind, changes });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    try {
      const published = await publish.mutateAsync(checked.data);
      setChanges('');
      toastSuccess(t('publish.done', { document: t(`kinds.${published.kind}`), version: published.version }));
      // The publisher accepts the new text like everyone else.
      navigate(CONSENT_PATH);
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(fields);
      else toastUnhandled(err);
    }
  }

  return (
    <Card component="form" ref={ref} onSubmit={onSubmit} noValidate withBorder aria-labelledby="publish-version-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="publish-version-title">
            {t('publish.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('publish.intro')}
          </Text>
        </div>
        {versions.data?.map((v) => (
          <Text key={v.id} size="sm">
            {t('publish.current', { document: t(`kinds.${v.kind}`), version: v.version, date: formatDate(v.publishedAt) })}
          </Text>
        ))}
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as DocumentKind)}
          data={documentKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          aria-label={t('publish.document')}
        />
        <Textarea
          label={t('publish.changes')}
          description={t('publish.changes_hint')}
          value={changes}
          onChange={(e) => setChanges(e.currentTarget.value)}
          error={error('changes')}
          autosize
          minRows={3}
          maxLength={DOCUMENT_CHANGES_MAX}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={publish.isPending}>
            {t('publish.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
