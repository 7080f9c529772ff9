import type { TFunction } from 'i18next';

/** The translated names of the logs' coded values, each a group of keys of the logs namespace. */
export const CodeGroup = {
  action: 'actions',
  entityType: 'entity_types',
  userEvent: 'user_events',
  errorSource: 'error_sources',
  mailTemplate: 'mail_templates',
  mailStatus: 'mail_status',
} as const;
export type CodeGroup = (typeof CodeGroup)[keyof typeof CodeGroup];

/**
 * A coded value (an action, an entity kind, a sign-in event, ...) in the reader's language. A
 * code the translations do not know yet (an entry written by a newer server) shows as itself
 * rather than as a missing key.
 */
export const codeLabel = (t: TFunction, group: CodeGroup, code: string) => t(`${group}.${code}`, { defaultValue: code });

/** The fields of an entry's details that hold a coded value, with their group. */
export const codedFields: Record<string, CodeGroup> = {
  action: CodeGroup.action,
  entityType: CodeGroup.entityType,
  event: CodeGroup.userEvent,
  source: CodeGroup.errorSource,
  template: CodeGroup.mailTemplate,
  status: CodeGroup.mailStatus,
};

/** The choices of a select of coded values, by their translated names in alphabetical order. */
export function codeChoices(t: TFunction, group: CodeGroup, codes: readonly string[], locale: string) {
  return codes.map((value) => ({ value, label: codeLabel(t, group, value) })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
