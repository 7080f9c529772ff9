import { useLocation } from 'react-router';

/** The platform administrator's copy of the screens lives under /kif-admin-center; both show the same list. */
const KIF_USERS = '/kif-admin-center/users';
const ADMIN_USERS = '/admin-center/user-administration';

/** The list's address of the area the screen was opened in, and its form's. */
export function useUserAdminPaths() {
  const { pathname } = useLocation();
  const list = pathname.startsWith(KIF_USERS) ? KIF_USERS : ADMIN_USERS;
  return { list, kif: list === KIF_USERS, form: (id?: number) => (id ? `${list}/form/${id}` : `${list}/form`) };
}
