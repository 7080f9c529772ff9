/** Query keys of the dashboard figures, per interface language (the server names the economies in it). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  site: (language: string) => ['dashboard', 'site', language] as const,
  countries: (language: string) => ['dashboard', 'countries', language] as const,
  country: (id: number, language: string) => ['dashboard', 'country', id, language] as const,
};
