import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface FormButtonsProps {
  /** Cancel leads back to a page (`cancelTo`) or closes the dialog (`onCancel`). */
  cancelTo?: string;
  onCancel?: () => void;
  submit: string;
  loading: boolean;
  testId?: string;
  /** Space above them, under the last field. */
  spaced?: boolean;
}

/** A programme form's Cancel and its submit button, at the end of the form. */
export function FormButtons({ cancelTo, onCancel, submit, loading, testId, spaced }: FormButtonsProps) {
  const { t } = useTranslation('programme');
  return (
    <Group justify="flex-end" gap="sm" mt={spaced ? 'sm' : undefined}>
      {cancelTo !== undefined ? (
        <Button component={Link} to={cancelTo} variant="default">
          {t('actions.cancel')}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={loading} data-testid={testId}>
        {submit}
      </Button>
    </Group>
  );
}
