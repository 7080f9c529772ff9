import { useTranslation } from 'react-i18next';

/**
 * The name of a built-in function or group in the reader's language (its titleId is a key of the
 * `roles-admin` namespace); a function an administrator made keeps the name they gave it.
 */
export function useTitled() {
  const { t, i18n } = useTranslation('roles-admin');
  return (item: { titleId: string | null; name: string }) =>
    item.titleId && i18n.exists(`roles-admin:${item.titleId}`) ? t(item.titleId) : item.name;
}
