import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Mantine's modals provider (loaded by DeferredModals with the first `modals.*` call). */
export function ModalsHost({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
