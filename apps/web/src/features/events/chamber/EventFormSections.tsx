import { EventPlaceType, type PredefinedTheme } from '@portal/contracts/events/events';
import { Card, Grid, Input, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/DateField.tsx';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { TranslationTabs } from '../../../components/form/TranslationTabs.tsx';
import { missingLanguages } from '../../../lib/content-languages.ts';
import type { ZodForm } from '../../../components/form/useZodForm.ts';
import { EventHeader } from '../details/EventHeader.tsx';
import type { EventDetails } from '@portal/contracts/events/events';
import { useChamberChoices, useEventTopicChoices } from '../components/event-topics.ts';
import { useEventPlaceTypes } from '../api/event-chamber-queries.ts';
import type { EventFormValues, eventFormSchema } from './event-form.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { previewEvent } from './theme-preview.ts';

export type EventForm = ZodForm<EventFormValues, typeof eventFormSchema>;

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} fz="lg" mb={description ? 2 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** Name, topic, organising chamber (platform administrator only) and description. */
export function BasicSection({ form, chooseChamber }: { form: EventForm; chooseChamber: boolean }) {
  const { t } = useTranslation('events-chamber');
  const topics = useEventTopicChoices();
  const chambers = useChamberChoices();
  return (
    <Section title={t('form.basic_title')}>
      <TextInput label={t('form.name')} placeholder={t('form.name_placeholder')} {...form.getInputProps('name')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: chooseChamber ? 6 : 12 }}>
          <Select
            label={t('form.topic')}
            placeholder={t('form.topic_placeholder')}
            data={topics.data ?? []}
            searchable
            clearable
            {...form.getInputProps('fkEventTopicId')}
          />
        </Grid.Col>
        {chooseChamber && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('form.chamber')}
              description={t('form.chamber_hint')}
              data={chambers.data ?? []}
              searchable
              withAsterisk
              {...form.getInputProps('fkChamberId')}
            />
          </Grid.Col>
        )}
      </Grid>
      <LazyRichTextField label={t('form.description')} {...form.getInputProps('description')} />
    </Section>
  );
}

function DayAndTime({
  form,
  day,
  time,
  dayLabel,
  timeLabel,
}: {
  form: EventForm;
  day: string;
  time: string;
  dayLabel: string;
  timeLabel: string;
}) {
  const dayProps = form.getInputProps(day);
  const onDay = (value: string | null) => {
    dayProps.onChange(value);
    // A new start day is usually also the end day: fill the end when it is still empty.
    if (day === 'startDay' && value && !form.getValues().endDay) form.setFieldValue('endDay', value);
  };
  return (
    <Grid gap="sm">
      <Grid.Col span={7}>
        <DateField label={dayLabel} {...dayProps} onChange={onDay} />
      </Grid.Col>
      <Grid.Col span={5}>
        <TimeInput label={timeLabel} leftSection={<IconClock size={16} aria-hidden />} {...form.getInputProps(time)} />
      </Grid.Col>
    </Grid>
  );
}

/** When the event runs and, optionally, when registration opens and closes. */
export function WhenSection({ form }: { form: EventForm }) {
  const { t } = useTranslation('events-chamber');
  return (
    <Section title={t('form.when_title')} description={t('form.when_hint')}>
      <Grid gap="md">
        <Grid.Col span={12}>
          <DayAndTime form={form} day="startDay" time="startTime" dayLabel={t('form.start_day')} timeLabel={t('form.start_time')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <DayAndTime form={form} day="endDay" time="endTime" dayLabel={t('form.end_day')} timeLabel={t('form.end_time')} />
        </Grid.Col>
      </Grid>
      <Input.Wrapper label={t('form.registration_title')} description={t('form.registration_hint')} labelElement="div">
        <Grid gap="md" mt={4}>
          <Grid.Col span={12}>
            <DayAndTime
              form={form}
              day="registrationStartDay"
              time="registrationStartTime"
              dayLabel={t('form.registration_start_day')}
              timeLabel={t('form.registration_start_time')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <DayAndTime
              form={form}
              day="registrationEndDay"
              time="registrationEndTime"
              dayLabel={t('form.registration_end_day')}
              timeLabel={t('form.registration_end_time')}
            />
          </Grid.Col>
        </Grid>
      </Input.Wrapper>
    </Section>
  );
}

/** Physical, virtual or hybrid: a place and venue where people meet, a link where they connect. */
export function PlaceSection({ form }: { form: EventForm }) {
  const { t } = useTranslation('events-chamber');
  const placeTypes = useEventPlaceTypes();
  const placeType = Number(form.getValues().fkEventPlaceTypeId);
  const types = placeTypes.data?.map((p) => p.pkEventPlaceTypeId) ?? [
    EventPlaceType.physical,
    EventPlaceType.virtual,
    EventPlaceType.hybrid,
  ];
  const placeTypeProps = form.getInputProps('fkEventPlaceTypeId');
  return (
    <Section title={t('form.place_title')}>
      <Input.Wrapper label={t('form.place_type')} description={t(`form.place_type_hint.${placeType}`)} error={placeTypeProps.error}>
        <SegmentedControl
          mt={6}
          fullWidth
          aria-label={t('form.place_type')}
          data={types.map((id) => ({ value: String(id), label: t(`form.place_types.${id}`) }))}
          value={String(placeTypeProps.value)}
          onChange={placeTypeProps.onChange}
        />
      </Input.Wrapper>
      {placeType !== EventPlaceType.virtual && (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('form.event_place')}
                placeholder={t('form.event_place_placeholder')}
                {...form.getInputProps('eventPlace')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('form.venue')} placeholder={t('form.venue_placeholder')} {...form.getInputProps('venue')} />
            </Grid.Col>
          </Grid>
          <Grid gap="md">
            <Grid.Col span={6}>
              <NumberField
                label={t('form.lat')}
                allowDecimal
                allowNegative
                hideControls
                decimalScale={6}
                min={-90}
                max={90}
                {...form.getInputProps('lat')}
              />
            </Grid.Col>
            <Grid.Col span={6}>
              <NumberField
                label={t('form.lon')}
                allowDecimal
                allowNegative
                hideControls
                decimalScale={6}
                min={-180}
                max={180}
                {...form.getInputProps('lon')}
              />
            </Grid.Col>
          </Grid>
        </>
      )}
      {placeType !== EventPlaceType.physical && (
        <TextInput
          label={t('form.online_link')}
          description={t('form.online_link_hint')}
          placeholder={t('form.online_link_placeholder')}
          leftSection={<IconLink size={16} aria-hidden />}
          {...form.getInputProps('onlineLink')}
        />
      )}
    </Section>
  );
}

/** Who sees the event and how people join it. */
export function OptionsSection({ form }: { form: EventForm }) {
  const { t } = useTranslation('events-chamber');
  return (
    <Section title={t('form.options_title')}>
      <Switch
        label={t('form.is_public')}
        description={t('form.is_public_hint')}
        {...form.getInputProps('isPublic', { type: 'checkbox' })}
      />
      <Switch
        label={t('form.is_announced')}
        description={t('form.is_announced_hint')}
        {...form.getInputProps('isAnnounced', { type: 'checkbox' })}
      />
      <Switch
        label={t('form.allow_skip')}
        description={t('form.allow_skip_hint')}
        {...form.getInputProps('allowSkipRegistration', { type: 'checkbox' })}
      />
    </Section>
  );
}

/** The theme swatches with the event's header band as it will look. */
export function ThemeSection(props: {
  form: EventForm;
  themes: PredefinedTheme[] | undefined;
  saved: EventDetails | null;
  chamberName: string;
}) {
  const { form, themes, saved, chamberName } = props;
  const { t } = useTranslation('events-chamber');
  const values = form.getValues();
  const theme = themes?.find((th) => th.pkPredefinedThemeId === values.fkPredefinedThemeId) ?? null;
  return (
    <Section title={t('theme.title')} description={t('theme.hint')}>
      <ThemePicker
        label={t('theme.choose')}
        themes={themes}
        value={values.fkPredefinedThemeId}
        onChange={(id) => form.setFieldValue('fkPredefinedThemeId', id)}
      />
      <Input.Wrapper label={t('theme.preview')} labelElement="div">
        <div style={{ marginTop: 6 }} data-testid="theme-preview">
          <EventHeader event={previewEvent(values, theme, saved, { name: t('theme.preview_name'), chamberName })} headingOrder={3} />
        </div>
      </Input.Wrapper>
    </Section>
  );
}

/** The event's main language and its name, place and description in the other languages, one tab each. */
export function LanguagesSection({ form }: { form: EventForm }) {
  const { t } = useTranslation('events-chamber');
  const { mainLanguage, translations, fkEventPlaceTypeId } = form.getValues();
  const virtual = Number(fkEventPlaceTypeId) === EventPlaceType.virtual;
  return (
    <Section title={t('forms:translations.title')}>
      <TranslationTabs
        mainLanguage={mainLanguage}
        onMainLanguageChange={(code) => form.setFieldValue('mainLanguage', code)}
        missing={missingLanguages(translations, mainLanguage, 'name')}
      >
        {(code, label) => (
          <>
            <TextInput label={label('name')} {...form.getInputProps(`translations.${code}.name`)} />
            {!virtual && <TextInput label={label('place')} {...form.getInputProps(`translations.${code}.eventPlace`)} />}
            <LazyRichTextField label={label('description')} height={160} {...form.getInputProps(`translations.${code}.description`)} />
          </>
        )}
      </TranslationTabs>
    </Section>
  );
}
