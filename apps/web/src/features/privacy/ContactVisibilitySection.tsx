import {
  type ContactKind,
  type ContactPlace,
  type ContactVisibility,
  contactKinds,
  contactPlaces,
  isShownIn,
} from '@portal/contracts/accounts/contact-visibility';
import { Alert, Button, Card, Checkbox, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { useMyContactVisibility, useSaveContactVisibility } from './api/contact-visibility-queries.ts';

type Toggle = (kind: ContactKind, place: ContactPlace, shown: boolean) => void;

/** One cell: shows this kind of contact in this place, named for screen readers by both. */
function ShownCheckbox({
  value,
  kind,
  place,
  onToggle,
}: {
  value: ContactVisibility;
  kind: ContactKind;
  place: ContactPlace;
  onToggle: Toggle;
}) {
  const { t } = useTranslation('contact-visibility');
  return (
    <Checkbox
      checked={isShownIn(value, kind, place)}
      onChange={(e) => onToggle(kind, place, e.currentTarget.checked)}
      aria-label={t('toggle', { kind: t(`kind_in_sentence.${kind}`), place: t(`places.${place}`) })}
      styles={{ body: { justifyContent: 'center' } }}
    />
  );
}

/** The matrix as the brief draws it: the kinds as rows, the places as columns (wide screens). */
function KindRows({ value, onToggle }: { value: ContactVisibility; onToggle: Toggle }) {
  const { t } = useTranslation('contact-visibility');
  return (
    <Table visibleFrom="sm" layout="fixed" verticalSpacing="sm" captionSide="top">
      <Table.Caption>
        <VisuallyHidden>{t('caption')}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={110}>
            <VisuallyHidden>{t('kind_column')}</VisuallyHidden>
          </Table.Th>
          {contactPlaces.map((place) => (
            <Table.Th key={place} ta="center" scope="col">
              {t(`places.${place}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contactKinds.map((kind) => (
          <Table.Tr key={kind}>
            <Table.Th scope="row">{t(`kinds.${kind}`)}</Table.Th>
            {contactPlaces.map((place) => (
              <Table.Td key={place}>
                <ShownCheckbox value={value} kind={kind} place={place} onToggle={onToggle} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The same matrix turned for a phone: the places as rows, the two kinds as columns. */
function PlaceRows({ value, onToggle }: { value: ContactVisibility; onToggle: Toggle }) {
  const { t } = useTranslation('contact-visibility');
  return (
    <Table hiddenFrom="sm" verticalSpacing="sm">
      <Table.Caption>
        <VisuallyHidden>{t('caption')}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{t('place_column')}</VisuallyHidden>
          </Table.Th>
          {contactKinds.map((kind) => (
            <Table.Th key={kind} ta="center" scope="col" w={80}>
              {t(`kinds.${kind}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contactPlaces.map((place) => (
          <Table.Tr key={place}>
            <Table.Th scope="row" fw={500}>
              {t(`places.${place}`)}
            </Table.Th>
            {contactKinds.map((kind) => (
              <Table.Td key={kind}>
                <ShownCheckbox value={value} kind={kind} place={place} onToggle={onToggle} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const sameChoice = (a: ContactVisibility, b: ContactVisibility) =>
  contactKinds.every((k) => a[k].length === b[k].length && a[k].every((p) => b[k].includes(p)));

/**
 * The account page's section "What people outside your company see": where the signed-in person
 * shows their e-mail and phone (contact-visibility.policy.ts on the server decides every list).
 */
export function ContactVisibilitySection() {
  const { t } = useTranslation('contact-visibility');
  const stored = useMyContactVisibility();
  const save = useSaveContactVisibility();
  const [draft, setDraft] = useState<ContactVisibility | null>(null);
  const value = draft ?? stored.data;

  const onToggle: Toggle = (kind, place, shown) => {
    if (!value) return;
    const places = shown ? [...value[kind], place] : value[kind].filter((p) => p !== place);
    setDraft({ ...value, [kind]: contactPlaces.filter((p) => places.includes(p)) });
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!value) return;
    try {
      await save.mutateAsync(value);
      setDraft(null);
      toastSuccess(t('saved'));
    } catch (err) {
      toastUnhandled(err);
    }
  }

  const changed = !!draft && !!stored.data && !sameChoice(draft, stored.data);
  const nothingShown = !!value && contactKinds.every((k) => value[k].length === 0);
  return (
    <Card component="form" onSubmit={onSubmit} aria-labelledby="contact-visibility-title" data-testid="contact-visibility">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="contact-visibility-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        {!value ? (
          stored.isError ? (
            <Alert color="red">{t('errors:general_error')}</Alert>
          ) : (
            <Loader size="sm" aria-label={t('loading')} />
          )
        ) : (
          <>
            <KindRows value={value} onToggle={onToggle} />
            <PlaceRows value={value} onToggle={onToggle} />
            {nothingShown && (
              <Group gap={6} wrap="nowrap" c="dimmed">
                <IconEyeOff size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{t('only_name')}</Text>
              </Group>
            )}
            <Stack gap={2} component="dl" m={0}>
              {contactPlaces.map((place) => (
                <Text key={place} size="xs" c="dimmed" component="div">
                  <Text span fw={600} size="xs" component="dt" display="inline">
                    {t(`places.${place}`)}:
                  </Text>{' '}
                  <Text span size="xs" component="dd" display="inline" m={0}>
                    {t(`place_hints.${place}`)}
                  </Text>
                </Text>
              ))}
            </Stack>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!changed}>
                {t('save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
