/** Query keys of the insights page: per answer, its filter and the language its names are in. */
export const insightsKeys = {
  all: ['insights'] as const,
  answer: (kind: string, query: object, lang: string) => ['insights', kind, query, lang] as const,
  embed: ['insights', 'embed'] as const,
  economies: (lang: string) => ['insights', 'economies', lang] as const,
};
