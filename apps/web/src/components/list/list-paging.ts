import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ListPaging } from './ListPage.tsx';

/** Keys of the caller's namespace (each list's own file holds them), not of a namespace of this file's. */
const PAGINATION = 'pagination';

/**
 * The paging of a list page in the address: it steps back when its last rows went elsewhere, and
 * names its arrows and page numbers with the namespace's `pagination` keys.
 */
export function addressPaging(
  t: TFunction,
  paging: { page: number; totalPages: number | undefined; onPage: (page: number) => void; summary: ReactNode },
): ListPaging {
  return {
    ...paging,
    stepBack: true,
    controlLabel: (control) => t(`${PAGINATION}.${control}`),
    pageLabel: (p) => t(`${PAGINATION}.page`, { page: p }),
  };
}
