import { Card, EmptyState, type EmptyStateProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListEmptyStateProps extends Omit<EmptyStateProps, 'title'> {
  icon: ReactNode;
  title: string;
  text: string;
  /** Buttons that lead on (add the first one, find more). */
  actions?: ReactNode;
  /** On its own card, where the list's rows are cards too. */
  card?: boolean;
  testId?: string;
}

/** A list with nothing to show: what is missing and, when there is one, the way on. */
export function ListEmptyState({ icon, title, text, actions, card, testId, ...props }: ListEmptyStateProps) {
  const state = (
    <EmptyState icon={icon} title={title} description={text} data-testid={testId} {...props}>
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
  return card ? <Card>{state}</Card> : state;
}
