import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../components/form/form-errors.ts';
import { checkFiles, IMAGE_MAX_BYTES, megabytes } from '../../../components/form/upload-rules.ts';
import { initialsOf, publicFileUrl } from '../../../lib/stored-files.ts';

/**
 * The company logo: a preview (or the initials), upload (POST api/Files/upload-file/true, a
 * public file) and remove. The stored name goes to the company's logoName when the form is saved.
 */
export function LogoField({
  value,
  onChange,
  companyName,
  upload,
  error,
}: {
  value: string | null;
  onChange: (name: string | null) => void;
  companyName: string;
  upload: (file: File) => Promise<string>;
  error?: ReactNode;
}) {
  const { t } = useTranslation('company');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const size = megabytes(IMAGE_MAX_BYTES);

  const pick = async (file: File | null) => {
    if (!file) return;
    const { accepted, problems } = checkFiles([file]);
    if (problems[0]) return setProblem(t([`forms:${problems[0].key}`, 'forms:upload_failed'], { name: file.name, size }));
    setProblem(null);
    setPending(true);
    try {
      onChange(await upload(accepted[0]));
    } catch (err) {
      const key = errorKeyOf(err, 'upload_failed');
      setProblem(t([`forms:${key}`, `errors:${key}`, 'forms:upload_failed'], { name: file.name, size }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Input.Wrapper label={t('general.logo')} error={problem ?? error} data-testid="logo-field">
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Avatar
          src={value ? publicFileUrl(value) : null}
          alt={t('logo_of', { name: companyName })}
          size={88}
          radius="md"
          color="brand"
          variant="light"
          styles={{ image: { objectFit: 'contain', background: 'white' } }}
          style={{ border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        >
          <Text fw={700} fz={28}>
            {initialsOf(companyName)}
          </Text>
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={pick} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={pending}>
                  {value ? t('general.logo_replace') : t('general.logo_upload')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange(null)}
                disabled={pending}
              >
                {t('general.logo_remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('general.logo_hint')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
