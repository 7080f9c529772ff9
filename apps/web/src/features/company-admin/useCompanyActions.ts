import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/toasts.tsx';
import { useConfirm } from '../../components/form/useConfirm.tsx';
import { useCompanyAdministration } from '../companies/company-queries.ts';

export type CompanyAction = 'verify' | 'unverify' | 'delete';

/** What each action asks before it runs and says after it succeeded (keys of company-admin, or errors:). */
export const actionTexts: Record<CompanyAction, { title: string; question: string; confirm: string; success: string; danger: boolean }> = {
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
  const confirm = useConfirm();
  const mutation = useCompanyAdministration();
  const run = async (company: { pkCompanyId: number; name: string }, action: CompanyAction) => {
    const texts = actionTexts[action];
    const ok = await confirm({
      title: t(texts.title),
      message: t(texts.question, { name: company.name }),
      confirmLabel: t(texts.confirm),
      cancelLabel: t('actions.cancel'),
      danger: texts.danger,
    });
    if (!ok) return false;
    try {
      await mutation.mutateAsync({ id: company.pkCompanyId, action });
    } catch {
      return false;
    }
    toastSuccess(t(texts.success, { name: company.name }));
    return true;
  };
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { run, pending };
}
