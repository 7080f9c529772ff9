import type { AdminLogTab } from '@portal/contracts/common/portal-links';
import { errorSources, logActions } from '@portal/contracts/logs/log-codes';
import { userLogEvents } from '@portal/contracts/logs/logs';
import { mailStatuses, mailTemplateNames } from '@portal/contracts/mail/mail-outbox';
import { CodeGroup } from './log-labels.ts';

export const LOG_TABS = ['action', 'user', 'error', 'mail'] as const satisfies readonly AdminLogTab[];
export const LOG_PAGE_SIZE = 20;

/** The logs screen's filters as address parameters, so a search survives a reload and can be linked. */
export const LogParam = {
  tab: 'tab',
  text: 'q',
  page: 'page',
  from: 'from',
  to: 'to',
  user: 'user',
  /** The kind filter of a log: the action, the user-log event, the error source or the mail status. */
  kind: 'kind',
  /** The mail outbox's template filter. */
  template: 'template',
} as const;

export const tabOf = (params: URLSearchParams): AdminLogTab =>
  (LOG_TABS as readonly string[]).includes(params.get(LogParam.tab) ?? '') ? (params.get(LogParam.tab) as AdminLogTab) : 'action';

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const positiveId = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : null;

/** The choices of a log's kind filter, and the group of their translated names. */
export const kindChoices: Record<AdminLogTab, { codes: readonly string[]; group: CodeGroup }> = {
  action: { codes: logActions, group: CodeGroup.action },
  user: { codes: userLogEvents, group: CodeGroup.userEvent },
  error: { codes: errorSources, group: CodeGroup.errorSource },
  mail: { codes: mailStatuses, group: CodeGroup.mailStatus },
};

/**
 * The search body of the open log from the address: period (whole days), person, text and kind
 * (and the mail's template). Values the server would refuse (a malformed date, an unknown action)
 * are left out, not sent.
 */
export function logSearchBody(tab: AdminLogTab, params: URLSearchParams) {
  const pageNum = Math.max(1, Number(params.get(LogParam.page)) || 1);
  const kind = params.get(LogParam.kind)?.trim() || null;
  const from = params.get(LogParam.from);
  const to = params.get(LogParam.to);
  const common = {
    pageNum,
    pageSize: LOG_PAGE_SIZE,
    text: params.get(LogParam.text)?.trim() || null,
    dateFrom: isDay(from) ? from : null,
    dateTo: isDay(to) ? to : null,
    fkUserId: positiveId(params.get(LogParam.user)),
  };
  if (tab === 'action') return { ...common, action: oneOf(logActions, kind) };
  if (tab === 'user') return { ...common, event: oneOf(userLogEvents, kind) };
  if (tab === 'mail')
    return { ...common, status: oneOf(mailStatuses, kind), template: oneOf(mailTemplateNames, params.get(LogParam.template)) };
  return { ...common, source: oneOf(errorSources, kind) };
}
