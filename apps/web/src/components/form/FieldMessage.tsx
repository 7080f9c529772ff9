import { useTranslation } from 'react-i18next';
import type { FieldIssue } from './form-errors.ts';

/** Looks a message key up in 'forms', then in 'errors', so texts follow a language switch. */
export function useFieldMessage() {
  const { t } = useTranslation('forms');
  return ({ key, params }: FieldIssue) => t([`forms:${key}`, `errors:${key}`, 'forms:validation.invalid'], params ?? {});
}

/** A translated validation message; forms keep these as their error nodes. */
export function FieldMessage({ issue }: { issue: FieldIssue }) {
  const message = useFieldMessage();
  return <>{message(issue)}</>;
}

/** The error node a form keeps for a field: it translates itself on every render. */
export function fieldMessage(issue: FieldIssue) {
  return <FieldMessage issue={issue} />;
}
