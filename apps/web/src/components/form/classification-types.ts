import type { CodeNode } from '@portal/contracts/codes/common';

/** A node of a classification tree (NACE, HS, sectors) as the pickers show it; `childenCount` is spelt as in the spec. */
export type ClassificationNode = Pick<CodeNode, 'id' | 'name' | 'childenCount'>;

/** How the tree picker reaches the server; the feature's API layer supplies these (the picker never fetches itself). */
export interface ClassificationLoaders {
  /** Children of a node, or the top level for null (parents-children). */
  loadChildren: (parentId: number | null) => Promise<ClassificationNode[]>;
  /** Nodes whose name matches (search-hs-codes-by-name, search-nace-by-name). */
  search?: (name: string) => Promise<ClassificationNode[]>;
  /** For each id, its chain from the top level down to the node itself (parents-by-childid-list). */
  loadPath?: (ids: number[]) => Promise<ClassificationNode[][]>;
}

export const isLeaf = (node: ClassificationNode) => !node.childenCount;
