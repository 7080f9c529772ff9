import { vi } from 'vitest';

/**
 * Shared module mocks of the catalogue tests; a test file wires them with
 * `vi.mock(path, async (original) => (await import('./test-mocks.ts')).x(original))`.
 */
export const saveCalls = vi.fn();

/** The real catalogue queries, but saving goes to `saveCalls`. */
export async function withMockedSave(importOriginal: <T>() => Promise<T>) {
  return {
    ...(await importOriginal<Record<string, unknown>>()),
    useSaveCatalogueItem: () => ({ mutateAsync: saveCalls, isPending: false }),
  };
}

/** Code lists without the network: one HS leaf, and NICE classes for code type 11. */
export const profileCodes = {
  useClassificationLoaders: () => ({ loadChildren: async () => [{ id: 101, name: '0101 Live horses', childenCount: 0 }] }),
  useCodeChoices: (type: number) => ({ data: type === 11 ? [{ value: '900', label: 'Class 35: Advertising' }] : [] }),
};
