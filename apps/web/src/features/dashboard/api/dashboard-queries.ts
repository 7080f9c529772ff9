import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from './dashboard-keys.ts';
import { getBasicSiteInfo, getCountriesInfo, getCountryInfo } from './dashboard.api.ts';

export function useBasicSiteInfo() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: dashboardKeys.site(i18n.language), queryFn: getBasicSiteInfo });
}

export function useCountriesInfo() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: dashboardKeys.countries(i18n.language), queryFn: getCountriesInfo });
}

export function useCountryInfo(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: dashboardKeys.country(id ?? 0, i18n.language), queryFn: () => getCountryInfo(id ?? 0), enabled: !!id });
}
