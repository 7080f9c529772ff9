import { conversationPath, conversationsPath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import { contactModel, MESSAGE_RECEIVERS_MAX, MESSAGE_TITLE_MAX, messageModel } from '@portal/contracts/messages/messages';
import { Alert, Avatar, Button, Card, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconBuildingStore, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { isAdministrator } from '../../../lib/roles.ts';
import { avatarUrl } from '../../../lib/stored-files.ts';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { type NewConversation, useReceivers, useStartConversation } from '../api/message-queries.ts';
import { MessageCenterFrame } from '../components/MessageCenterFrame.tsx';

type Kind = 'direct' | 'contact-us' | 'company';

/** A receiver as the picker shows it. */
export interface ReceiverChoice {
  id: number;
  name: string;
  company: string | null;
  avatarName: string | null;
}

interface Values extends Record<string, unknown> {
  receiverIds: number[];
  title: string;
  content: string;
}

/**
 * What the page writes: `type` of the query; a signed-in user without a company (role 5) has nobody
 * to choose, so they write to their chamber unless they came to write to a company.
 */
function kindOf(type: string | null, companyId: number | null, roleId: number | undefined): Kind {
  if (type === 'contact-us') return 'contact-us';
  if (roleId === RoleId.guest && !(type === 'company' && companyId)) return 'contact-us';
  if (type === 'company' && companyId) return 'company';
  return 'direct';
}

const positiveId = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

interface PickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
  initial: ReceiverChoice[];
}

/** People one may write to, searched by name on the server (by role: the chamber's users or the own and favourite companies'). */
function ReceiverPicker({ value, onChange, error, onBlur, initial }: PickerProps) {
  const { t } = useTranslation('messages');
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [known, setKnown] = useState<Map<string, ReceiverChoice>>(() => new Map(initial.map((r) => [String(r.id), r])));
  const found = useReceivers(isAdministrator(me?.fkRoleId), name);
  const results = (found.data?.users ?? [])
    .filter((u) => u.id !== me?.id)
    .map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), company: u.companyName, avatarName: u.avatarName }));
  const byValue = new Map(known);
  for (const r of results) byValue.set(String(r.id), r);
  const selected = value.map(String);
  const data = [...new Set([...selected, ...results.map((r) => String(r.id))])].map((v) => ({
    value: v,
    label: byValue.get(v)?.name ?? t('create.receiver_unknown', { id: v }),
  }));

  return (
    <MultiSelect
      label={t('create.receivers')}
      description={t('create.receivers_help')}
      placeholder={selected.length ? undefined : t('create.receivers_placeholder')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={selected}
      maxValues={MESSAGE_RECEIVERS_MAX}
      hidePickedOptions
      onChange={(ids) => {
        setKnown((prev) => {
          const next = new Map(prev);
          for (const id of ids) {
            const r = byValue.get(id);
            if (r) next.set(id, r);
          }
          return next;
        });
        onChange(ids.map(Number));
        setSearch('');
      }}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={found.isFetching ? t('create.searching') : t('create.no_receivers')}
      renderOption={({ option }) => {
        const r = byValue.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={r ? avatarUrl(r.id, r.avatarName) : null} name={r?.name} color="initials" radius="xl" size={28} alt="" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm">{r?.name}</Text>
              {r?.company && (
                <Text size="xs" c="dimmed">
                  {r.company}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="message-receivers"
    />
  );
}

function CreateForm({
  kind,
  companyId,
  companyName,
  initial,
}: {
  kind: Kind;
  companyId: number | null;
  companyName: string;
  initial: ReceiverChoice[];
}) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const start = useStartConversation();
  const form = useZodForm(kind === 'direct' ? messageModel : contactModel, {
    mode: 'controlled',
    initialValues: { receiverIds: initial.map((r) => r.id), title: '', content: '' } satisfies Values,
  });

  const submit = form.onSubmit(async () => {
    const v = form.getValues() as Values;
    const body = { title: v.title.trim(), content: v.content };
    const call: NewConversation =
      kind === 'direct'
        ? { kind, body: { ...body, receiverIds: v.receiverIds } }
        : kind === 'company'
          ? { kind, companyId: companyId as number, body }
          : { kind, body };
    try {
      const sent = await start.mutateAsync(call);
      toastSuccess(t('create.sent'));
      const [id] = sent.conversationIds;
      navigate(id ? conversationPath(id) : conversationsPath);
    } catch (err) {
      if (!form.applyServerError(err))
        toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    }
  });

  const receiverProps = form.getInputProps('receiverIds');
  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="message-form">
      <Stack gap="md">
        {kind === 'direct' ? (
          <ReceiverPicker
            value={form.getValues().receiverIds as number[]}
            onChange={(ids) => form.setFieldValue('receiverIds', ids as never)}
            error={receiverProps.error}
            onBlur={receiverProps.onBlur}
            initial={initial}
          />
        ) : (
          <Alert
            color="brand"
            variant="light"
            icon={kind === 'contact-us' ? <IconBuildingCommunity size={18} /> : <IconBuildingStore size={18} />}
            title={t(kind === 'contact-us' ? 'create.to_chamber' : 'create.to_company', { name: companyName })}
            data-testid="message-recipient-note"
          >
            {t(kind === 'contact-us' ? 'create.to_chamber_text' : 'create.to_company_text')}
          </Alert>
        )}
        <TextInput
          label={t('create.subject')}
          placeholder={t('create.subject_placeholder')}
          maxLength={MESSAGE_TITLE_MAX}
          {...form.getInputProps('title')}
          withAsterisk
          data-testid="message-title"
        />
        <LazyRichTextField
          label={t('create.content')}
          placeholder={t('create.content_placeholder')}
          withAsterisk
          height={220}
          {...form.getInputProps('content')}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={conversationsPath} variant="default">
            {t('create.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={start.isPending} data-testid="message-send">
            {t('create.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A new conversation (conversations/create): to people one may write to (type absent or direct,
 * receiverId preselects one), to the own chamber's administrators (type=contact-us) or to a
 * company's administrators (type=company&companyId=...).
 */
export function CreateMessagePage() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const { state } = useLocation();
  const companyId = positiveId(params.get('companyId'));
  const kind = kindOf(params.get('type'), companyId, useCurrentUser()?.fkRoleId);
  const receiverId = kind === 'direct' ? positiveId(params.get('receiverId')) : null;
  const passed = (state as { receiver?: ReceiverChoice } | null)?.receiver;
  const initial: ReceiverChoice[] = receiverId
    ? [
        passed?.id === receiverId
          ? passed
          : { id: receiverId, name: t('create.receiver_unknown', { id: receiverId }), company: null, avatarName: null },
      ]
    : [];
  const companyName = (params.get('companyName') ?? params.get('name'))?.trim() || t('create.the_company');
  return (
    <MessageCenterFrame active="conversations" title={t(`create.title.${kind}`)} subtitle={t(`create.subtitle.${kind}`)}>
      <CreateForm
        key={`${kind}:${companyId}:${receiverId}`}
        kind={kind}
        companyId={companyId}
        companyName={companyName}
        initial={initial}
      />
    </MessageCenterFrame>
  );
}
