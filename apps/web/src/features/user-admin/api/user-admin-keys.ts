/** Query keys of user administration: invalidate `userAdminKeys.all` after any change to a user. */
export const userAdminKeys = {
  all: ['user-admin'] as const,
  list: (q: object) => ['user-admin', 'list', q] as const,
  user: (id: number) => ['user-admin', 'user', id] as const,
  roles: ['user-admin', 'roles'] as const,
};
