import type { CompanyAction } from './api/company-admin.api.ts';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useCompanyAdministration } from './api/company-admin-queries.ts';

/** What each action asks before it runs and says after it succeeded (keys of company-admin, or errors:). */
const actionTexts: Record<CompanyAction, { title: string; question: string; confirm: string; success: string; danger: boolean }> = {
  verify: {
    title: 'confirm_verify_title',
    question: 'confirm_verify',
    confirm: 'actions.verify',
    success: 'verify_success',
    danger: false,
  },
  unverify: {
    title: 'confirm_unverify_title',
    question: 'confirm_unverify',
    confirm: 'actions.unverify',
    success: 'unverify_success',
    danger: true,
  },
  delete: {
    title: 'confirm_delete_title',
    question: 'confirm_delete',
    confirm: 'actions.delete',
    success: 'errors:company_delete_success',
    danger: true,
  },
};

/**
 * Verify, unverify or delete a company: asks first (naming the company), runs the call, then says
 * so. Resolves true when the action ran; failures are toasted by the API client.
 */
export function useCompanyActions() {
  const { t } = useTranslation('company-admin');
  const act = useConfirmedAction();
  const mutation = useCompanyAdministration();
  const run = (company: { pkCompanyId: number; name: string }, action: CompanyAction) => {
    const texts = actionTexts[action];
    return act({
      ask: {
        title: t(texts.title),
        message: t(texts.question, { name: company.name }),
        confirmLabel: t(texts.confirm),
        cancelLabel: t('actions.cancel'),
        danger: texts.danger,
      },
      run: () => mutation.mutateAsync({ id: company.pkCompanyId, action }),
      done: t(texts.success, { name: company.name }),
    });
  };
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { run, pending };
}
