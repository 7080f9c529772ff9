import { CodeType } from '@portal/contracts/codes/code-types';
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { ClassificationTreePicker } from '../../../components/form/ClassificationTreePicker.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { useContractForm } from '../../../components/form/contract-form.ts';
import type { SupplyChainInfoAnswer } from '@portal/contracts/companies/supply-chain-info';
import { useSaveSupplyChainInfo } from '../api/company-queries.ts';
import { LooseNumberField } from './LooseNumberField.tsx';
import { separatorsOf } from './number-format.ts';
import { useClassificationLoaders, useCodeChoices, useNumberOfCountriesChoices } from '../../../lib/codes/code-queries.ts';
import { type FieldDef, isYearKind, type SupplyChainScreenKey, supplyChainForm, supplyChainScreens } from './supply-chain-form.ts';
import type { YearValue } from '@portal/contracts/companies/year-values';
import { YearValuesTable } from './YearValuesTable.tsx';
import { serverErrorKey } from '../../../lib/server-error.ts';

interface Props {
  companyId: number;
  screen: SupplyChainScreenKey;
  /** The stored supply-chain object: the save sends it back with this screen's fields changed. */
  stored: SupplyChainInfoAnswer;
}

/** One supply-chain screen's fields as a form; saving PUTs the whole supply-chain object. */
export function SupplyChainForm({ companyId, screen, stored }: Props) {
  const { t, i18n } = useTranslation('company-sections');
  const save = useSaveSupplyChainInfo(companyId);
  const naceLoaders = useClassificationLoaders(CodeType.activityClass, { withCode: false });
  const positions = useCodeChoices(CodeType.supplyChainPosition);
  const countries = useNumberOfCountriesChoices();
  const spec = useMemo(() => supplyChainForm(screen, stored), [screen, stored]);
  const form = useContractForm(spec, stored);
  const fields = supplyChainScreens[screen];
  const confirm = useConfirm();
  // Leaving with unsaved changes (another section, another page) asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => form.isDirty() && !save.isPending && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({ message: t('leave_question'), confirmLabel: t('leave'), cancelLabel: t('stay'), danger: true }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, t]);
  const label = (f: FieldDef) => t(`fields.${f.name}`);
  const errorOf = (path: string): ReactNode => form.errors[path];

  const submit = form.onSubmit(
    async (body) => {
      try {
        await save.mutateAsync(body);
        form.resetDirty();
        toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
      } catch (err) {
        if (!form.applyServerError(err)) toastError(serverErrorKey(err));
      }
    },
    () => toastError('validation_error'),
  );

  const input = (f: FieldDef) => {
    const name = f.name;
    const required = form.isRequired(name);
    switch (f.kind) {
      case 'text':
        return (
          <Textarea
            key={name}
            label={label(f)}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={5000}
            {...form.getInputProps(name)}
            value={(form.values[name] as string | null) ?? ''}
          />
        );
      case 'flag':
        return (
          <Card key={name} withBorder padding="sm" radius="md">
            <Switch label={label(f)} size="md" {...form.getInputProps(name, { type: 'checkbox' })} />
          </Card>
        );
      case 'nace':
        return (
          <ClassificationTreePicker
            key={name}
            multiple
            leafOnly
            label={label(f)}
            description={t(`hints.${name}`)}
            withAsterisk={required}
            value={(form.values[name] as number[]) ?? []}
            onChange={(ids) => form.setFieldValue(name, ids)}
            error={errorOf(name)}
            {...naceLoaders}
          />
        );
      case 'positions':
        return (
          <MultiSelect
            key={name}
            label={label(f)}
            data={positions.data ?? []}
            value={((form.values[name] as number[]) ?? []).map(String)}
            onChange={(v) => form.setFieldValue(name, v.map(Number))}
            error={errorOf(name)}
            searchable
            clearable
            nothingFoundMessage={t('general:no_result')}
            placeholder={t('choose')}
          />
        );
      case 'countries':
        return (
          <MultiSelect
            key={name}
            label={label(f)}
            description={t('hints.max_choices', { max: 5 })}
            data={countries.data ?? []}
            value={((form.values[name] as number[]) ?? []).map(String)}
            onChange={(v) => form.setFieldValue(name, v.map(Number))}
            maxValues={5}
            error={errorOf(name)}
            clearable
            placeholder={t('choose')}
          />
        );
      case 'country-range':
        return (
          <Select
            key={name}
            label={label(f)}
            data={countries.data ?? []}
            value={form.values[name] == null ? null : String(form.values[name])}
            onChange={(v) => form.setFieldValue(name, v ? Number(v) : null)}
            error={errorOf(name)}
            clearable
            placeholder={t('choose')}
          />
        );
      case 'ratio':
        return (
          <LooseNumberField
            key={name}
            label={label(f)}
            allowDecimal
            allowNegative
            decimalScale={4}
            hideControls
            value={(form.values[name] as number | null) ?? null}
            onValue={(v) => form.setFieldValue(name, v)}
            error={errorOf(name)}
            {...separatorsOf(i18n.language)}
          />
        );
      default:
        return null;
    }
  };

  const details = fields.filter((f) => !isYearKind(f.kind) && f.kind !== 'ratio' && f.kind !== 'flag');
  const flags = fields.filter((f) => f.kind === 'flag');
  const yearFields = fields.filter((f) => isYearKind(f.kind));
  const ratios = fields.filter((f) => f.kind === 'ratio');
  // Cards follow the order of their first field, so each screen leads with what matters most.
  const rank = (group: FieldDef[]) => (group.length ? fields.indexOf(group[0]) : fields.length);

  const flagsCard = flags.length > 0 && (
    <Card>
      <Text fw={600} mb="sm">
        {t(screen === 'growth-and-development-plans' ? 'plans_caption' : 'flags_caption')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: flags.length > 1 ? 2 : 1 }} spacing="sm">
        {flags.map(input)}
      </SimpleGrid>
    </Card>
  );
  const flagsFirst = rank(flags) < rank(details);
  return (
    <form onSubmit={submit} noValidate data-testid={`supply-chain-form-${screen}`}>
      <Stack gap="md">
        {flagsFirst && flagsCard}
        {details.length > 0 && (
          <Card>
            <Stack gap="md">{details.map(input)}</Stack>
          </Card>
        )}
        {!flagsFirst && flagsCard}
        {yearFields.length > 0 && (
          <Card>
            <YearValuesTable
              caption={t(yearFields.some((f) => f.kind === 'percent') ? 'years_caption_percent' : 'years_caption')}
              rows={yearFields.map((f) => ({
                name: f.name,
                label: label(f),
                kind: f.kind as 'years' | 'money' | 'percent',
                signed: f.signed,
                value: (form.values[f.name] as YearValue[]) ?? [],
                onChange: (list) => form.setFieldValue(f.name, list),
                error: (index) => (index === null ? errorOf(f.name) : errorOf(`${f.name}.${index}.value`)),
              }))}
            />
          </Card>
        )}
        {ratios.length > 0 && (
          <Card>
            <Text fw={600} mb="sm">
              {t('ratios_caption')}
            </Text>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              {ratios.map(input)}
            </SimpleGrid>
          </Card>
        )}
        <Group justify="flex-end" gap="sm">
          {form.isDirty() && (
            <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
              {t('unsaved_changes')}
            </Text>
          )}
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={() => form.reset()}
            disabled={!form.isDirty() || save.isPending}
          >
            {t('discard')}
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} data-testid="save">
            {t('general:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
