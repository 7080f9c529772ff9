import { type BasicSiteInfo, type CountriesInfo, type CountryInfo, dashboardPaths } from '@portal/contracts/dashboard/dashboard-figures';
import { api } from '../../../api/client.ts';

/** The site's totals (restricted ones for the platform administrator). */
export const getBasicSiteInfo = () => api.get<BasicSiteInfo>(dashboardPaths.basicSiteInfo);
/** The six WB6 economies' figures, by name. */
export const getCountriesInfo = () => api.get<CountriesInfo>(dashboardPaths.countriesInfo);
/** One economy's figures and its largest sectors. */
export const getCountryInfo = (id: number) => api.get<CountryInfo>(`${dashboardPaths.countryInfo}/${id}`);
