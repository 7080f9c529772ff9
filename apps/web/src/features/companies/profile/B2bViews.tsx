import type { B2bInfoModel } from '@portal/contracts/companies/b2b-info';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { turnoverRows, videoProvider } from './b2b-form.ts';
import { RichTextView } from '../../../components/ui/RichTextView.tsx';
import { ExternalLink, InfoField, InfoGrid, NameList } from './ProfileParts.tsx';
import { useCodeNames, useCountryNames } from '../../../lib/codes/code-queries.ts';
import { numberFormat } from '../../../i18n/number-format.ts';
import { VideoPreview } from './VideoPreview.tsx';

type B2b = Pick<B2bInfoModel, keyof B2bInfoModel>;

const namesOf = (ids: readonly number[], names: Map<number, string> | undefined) =>
  ids.map((id) => names?.get(id)).filter((n): n is string => !!n);

/** Formats a number in the interface language (1.234.567 in Serbian and Macedonian, 1,234,567 in English, 1 234 567 in Albanian). */
function useNumberFormat() {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('company');
  return (
    <Badge
      variant="light"
      color={value ? 'teal' : 'gray'}
      leftSection={value ? <IconCheck size={12} /> : <IconX size={12} />}
      tt="none"
      fw={600}
    >
      {value ? t('general:yes') : t('general:no')}
    </Badge>
  );
}

/** B2B company data: contacts, CEO, short profile, main activity and annual turnover. */
export function B2bCompanyView({ b2b }: { b2b: B2b }) {
  const { t } = useTranslation('company');
  const format = useNumberFormat();
  const turnover = turnoverRows(b2b.annualTurnover);
  const hasTurnover = turnover.some((r) => r.value !== null);
  return (
    <Stack gap="lg">
      <InfoGrid>
        <InfoField label={t('b2b.email')}>{b2b.email && <Anchor href={`mailto:${b2b.email}`}>{b2b.email}</Anchor>}</InfoField>
        <InfoField label={t('b2b.phone')}>
          {b2b.phone && <Anchor href={`tel:${b2b.phone.replace(/\s/g, '')}`}>{b2b.phone}</Anchor>}
        </InfoField>
        <InfoField label={t('b2b.fax')}>{b2b.fax}</InfoField>
        <InfoField label={t('b2b.web_location')}>{b2b.webLocation && <ExternalLink href={b2b.webLocation} />}</InfoField>
        <InfoField label={t('b2b.ceo')}>{b2b.ceo}</InfoField>
      </InfoGrid>
      <InfoField label={t('b2b.short_company_profile')}>
        {b2b.shortCompanyProfile ? <RichTextView html={b2b.shortCompanyProfile} /> : null}
      </InfoField>
      <InfoField label={t('b2b.main_business_activity')}>
        {b2b.mainBusinessActivity ? <RichTextView html={b2b.mainBusinessActivity} /> : null}
      </InfoField>
      <InfoField label={t('b2b.annual_turnover')}>
        {hasTurnover ? (
          <Table withTableBorder withColumnBorders maw={420} fz="sm" mt={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('b2b.year')}</Table.Th>
                <Table.Th ta="right">{t('b2b.turnover_value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {turnover.map((r) => (
                <Table.Tr key={r.year}>
                  <Table.Td>{r.year}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {r.value === null ? '—' : format(r.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </InfoField>
    </Stack>
  );
}

/** B2B market: local market, import and export countries, products (HS) and services (NACE). */
export function B2bMarketView({ b2b }: { b2b: B2b }) {
  const { t } = useTranslation('company');
  const countries = useCountryNames();
  const codes = useCodeNames(
    [...b2b.b2BInfoImportProducts, ...b2b.b2BInfoExportProducts, ...b2b.b2BInfoImportServices, ...b2b.b2BInfoExportServices],
    true,
  );
  return (
    <Stack gap="lg">
      <InfoField label={t('b2b.is_local_market')}>
        <YesNo value={b2b.isLocalMarket} />
      </InfoField>
      <InfoGrid>
        <InfoField label={t('b2b.import_countries')}>
          {b2b.b2BInfoImportCountries.length ? <NameList names={namesOf(b2b.b2BInfoImportCountries, countries)} /> : null}
        </InfoField>
        <InfoField label={t('b2b.export_countries')}>
          {b2b.b2BInfoExportCountries.length ? <NameList names={namesOf(b2b.b2BInfoExportCountries, countries)} /> : null}
        </InfoField>
        <InfoField label={t('b2b.import_products')}>
          {b2b.b2BInfoImportProducts.length ? <NameList variant="list" names={namesOf(b2b.b2BInfoImportProducts, codes.data)} /> : null}
        </InfoField>
        <InfoField label={t('b2b.export_products')}>
          {b2b.b2BInfoExportProducts.length ? <NameList variant="list" names={namesOf(b2b.b2BInfoExportProducts, codes.data)} /> : null}
        </InfoField>
        <InfoField label={t('b2b.import_services')}>
          {b2b.b2BInfoImportServices.length ? <NameList variant="list" names={namesOf(b2b.b2BInfoImportServices, codes.data)} /> : null}
        </InfoField>
        <InfoField label={t('b2b.export_services')}>
          {b2b.b2BInfoExportServices.length ? <NameList variant="list" names={namesOf(b2b.b2BInfoExportServices, codes.data)} /> : null}
        </InfoField>
      </InfoGrid>
    </Stack>
  );
}

/** Cooperation preferences: business partner types and other wishes. */
export function B2bCooperationView({ b2b }: { b2b: B2b }) {
  const { t } = useTranslation('company');
  const partners = useCodeNames(b2b.b2BInfoBusinessPartners);
  return (
    <Stack gap="lg">
      <InfoField label={t('b2b.business_partners')}>
        {b2b.b2BInfoBusinessPartners.length ? <NameList names={namesOf(b2b.b2BInfoBusinessPartners, partners.data)} /> : null}
      </InfoField>
      <InfoField label={t('b2b.others')}>{b2b.others ? <RichTextView html={b2b.others} /> : null}</InfoField>
    </Stack>
  );
}

/** Promotion: product catalogue and promo video links, with the video embedded when possible. */
export function B2bPromoView({ b2b, withPreview = true }: { b2b: B2b; withPreview?: boolean }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="lg">
      <InfoGrid>
        <InfoField label={t('b2b.link_of_product_catalogue')}>
          {b2b.linkOfProductCatalogue && <ExternalLink href={b2b.linkOfProductCatalogue} />}
        </InfoField>
        <InfoField label={t('b2b.link_of_promo_videos')}>
          {b2b.linkOfPromoVideos && <ExternalLink href={b2b.linkOfPromoVideos} />}
        </InfoField>
      </InfoGrid>
      {withPreview && videoProvider(b2b.linkOfPromoVideos) && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('b2b.promo_video_preview')}
          </Text>
          <VideoPreview link={b2b.linkOfPromoVideos} />
        </Stack>
      )}
    </Stack>
  );
}
