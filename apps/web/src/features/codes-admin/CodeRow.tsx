import type { CodeEntry } from '@portal/contracts/codes/codes';
import { useTranslation } from 'react-i18next';
import { EntryRow, OtherName } from './EntryRow.tsx';

interface CodeRowProps {
  entry: CodeEntry;
  onEdit?: (entry: CodeEntry) => void;
  /** None: the entry cannot be deleted here (classifications: names only). */
  onDelete?: (entry: CodeEntry) => void;
  deleting?: boolean;
  /** Classification trees keep their codes' order; lists show the sort order an editor sets. @default true */
  withSortOrder?: boolean;
}

/** One entry of a codes module: its code, its name in every language, edit and delete. */
export function CodeRow({ entry, onEdit, onDelete, deleting, withSortOrder = true }: CodeRowProps) {
  const { t } = useTranslation('codes-admin');
  return (
    <EntryRow
      testId={`code-row-${entry.code}`}
      badge={entry.code}
      title={entry.name}
      details={entry.translations
        .filter((tr) => tr.name !== entry.name)
        .map((tr) => <OtherName key={tr.languageId} lang={tr.lang} name={tr.name} />)}
      meta={withSortOrder && t('sort_order_short', { value: entry.sortOrder })}
      onEdit={onEdit && (() => onEdit(entry))}
      onDelete={onDelete && (() => onDelete(entry))}
      deleting={deleting}
    />
  );
}
