import type { Template } from '@portal/contracts/programme/templates';
import { Paper, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/ui/RichTextView.tsx';
import { useInvitationTemplates } from '../../programme/api/template-queries.ts';

interface Props {
  /** The organising chamber (the platform administrator sees its templates). */
  chamberId: number;
  eventName: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: ReactNode;
}

/**
 * The invitation mail template the mails carry as the organiser's message, with a preview of its
 * subject and text (placeholders are filled when the mails are sent). None: the standard mail.
 */
export function InviteTemplatePicker({ chamberId, eventName, value, onChange, error }: Props) {
  const { t } = useTranslation('event-attendees');
  const templates = useInvitationTemplates(chamberId);
  const list: Template[] = templates.data?.templates ?? [];
  const chosen = list.find((x) => x.pkTemplateId === value) ?? null;
  return (
    <Stack gap="sm">
      <Select
        label={t('invite.template_label')}
        description={t('invite.template_hint')}
        data={list.map((x) => ({ value: String(x.pkTemplateId), label: x.name }))}
        value={value ? String(value) : null}
        onChange={(v) => onChange(v ? Number(v) : null)}
        error={error}
        placeholder={t(templates.isError ? 'invite.template_load_error' : 'invite.template_none')}
        nothingFoundMessage={t('invite.template_empty')}
        clearable
        searchable
        maw={{ base: '100%', sm: 360 }}
        data-testid="invite-template"
      />
      {chosen && (
        <Paper withBorder p="sm" radius="sm" data-testid="invite-template-preview">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('invite.template_preview')}
            </Text>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {chosen.subject || t('invite.template_standard_subject', { name: eventName })}
            </Text>
            <RichTextView html={chosen.body} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
