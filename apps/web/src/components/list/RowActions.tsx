import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowActionProps {
  /** The button's accessible name, naming the row ("Edit hall Sava"). */
  label: string;
  /** The short text on hover ("Edit"). */
  tooltip: string;
  testId?: string;
}

type EditActionProps = RowActionProps & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

interface DeleteActionProps extends RowActionProps {
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** @default a bin */
  icon?: ReactNode;
}

/** A row's edit button: a pencil that opens the row's form page (`to`) or its dialog (`onClick`). */
export function EditAction({ label, tooltip, testId, to, onClick }: EditActionProps) {
  const icon = <IconPencil size={18} aria-hidden />;
  return (
    <Tooltip label={tooltip}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" aria-label={label} data-testid={testId}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" aria-label={label} onClick={onClick} data-testid={testId}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A row's delete (or remove) button, in the danger colour, spinning while the call runs. */
export function DeleteAction({ label, tooltip, testId, onClick, loading, disabled, icon }: DeleteActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        onClick={onClick}
        loading={loading}
        disabled={disabled}
        data-testid={testId}
      >
        {icon ?? <IconTrash size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row's icon buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
    </Group>
  );
}
