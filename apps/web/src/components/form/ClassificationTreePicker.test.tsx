import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClassificationNode } from './classification-types.ts';
import { ClassificationTreePicker } from './ClassificationTreePicker.tsx';
import { renderWithProviders } from '../../test/render.tsx';

const nodes: Record<string, ClassificationNode[]> = {
  root: [
    { id: 1, name: 'A Agriculture', childenCount: 2 },
    { id: 2, name: 'C Manufacturing', childenCount: 1 },
  ],
  1: [
    { id: 11, name: '01.1 Growing of cereals', childenCount: 0 },
    { id: 12, name: '01.2 Growing of fruit', childenCount: 0 },
  ],
  2: [{ id: 21, name: '10 Food products', childenCount: 1 }],
  21: [{ id: 211, name: '10.1 Processing of meat', childenCount: 0 }],
};
const all = Object.values(nodes).flat();

function loaders() {
  return {
    loadChildren: vi.fn(async (parentId: number | null) => nodes[parentId ?? 'root'] ?? []),
    search: vi.fn(async (name: string) => all.filter((n) => n.name.toLowerCase().includes(name.toLowerCase()))),
    loadPath: vi.fn(async (ids: number[]) =>
      ids.map((id) => {
        const path: ClassificationNode[] = [];
        let current = all.find((n) => n.id === id);
        while (current) {
          path.unshift(current);
          const parent = Object.entries(nodes).find(([, list]) => list.some((n) => n.id === current?.id))?.[0];
          current = parent && parent !== 'root' ? all.find((n) => n.id === Number(parent)) : undefined;
        }
        return path;
      }),
    ),
  };
}

function Single({
  onValue,
  initial = null,
  l = loaders(),
}: {
  onValue?: (v: number | null) => void;
  initial?: number | null;
  l?: ReturnType<typeof loaders>;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <ClassificationTreePicker
      label="HS classification"
      required
      {...l}
      searchDelay={0}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

function Multiple({ onValue, leafOnly }: { onValue?: (v: number[]) => void; leafOnly?: boolean }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <ClassificationTreePicker
      label="Sectors"
      multiple
      leafOnly={leafOnly}
      {...loaders()}
      searchDelay={0}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('ClassificationTreePicker', () => {
  it('loads children lazily and picks a leaf (parents only expand)', async () => {
    const onValue = vi.fn();
    const l = loaders();
    const { user } = renderWithProviders(<Single onValue={onValue} l={l} />);
    expect(within(screen.getByRole('group', { name: /HS classification/ })).getByText('Nothing selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Choose/ }));
    const dialog = await screen.findByRole('dialog', { name: 'HS classification' });
    const tree = await within(dialog).findByRole('tree');
    expect(l.loadChildren).toHaveBeenCalledWith(null);
    expect(l.loadChildren).toHaveBeenCalledTimes(1);
    await user.click(within(tree).getByText('A Agriculture'));
    expect(l.loadChildren).toHaveBeenCalledWith(1);
    await user.click(await within(tree).findByText('01.2 Growing of fruit'));
    // a parent is not chosen by clicking it
    expect(within(tree).getByText('A Agriculture').closest('[role=treeitem]')).toHaveAttribute('aria-selected', 'false');
    expect(within(tree).getByText('01.2 Growing of fruit').closest('[role=treeitem]')).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onValue).toHaveBeenLastCalledWith(12);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('01.2 Growing of fruit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Change/ })).toBeInTheDocument();
    expect(screen.getByText('HS classification').textContent).toContain('*');
  });

  it('works by keyboard: arrows move and open, Enter chooses', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Single onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: /^Choose/ }));
    const tree = await screen.findByRole('tree');
    const first = within(tree).getAllByRole('treeitem')[0];
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(tree).getByText('C Manufacturing').closest('[role=treeitem]')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await within(tree).findByText('10 Food products');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}'); // a parent: Enter opens it
    await within(tree).findByText('10.1 Processing of meat');
    await user.keyboard('{ArrowDown}');
    expect(within(tree).getByText('10.1 Processing of meat').closest('[role=treeitem]')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onValue).toHaveBeenLastCalledWith(211);
  });

  it('searches by name and chooses several', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Multiple onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: /^Choose/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'growing');
    const results = await within(dialog).findByRole('group', { name: 'Search results' });
    await user.click(within(results).getByRole('checkbox', { name: '01.1 Growing of cereals' }));
    await user.click(within(results).getByRole('checkbox', { name: '01.2 Growing of fruit' }));
    expect(within(dialog).getByText('Selected: 2')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'agri');
    expect(await within(dialog).findByRole('checkbox', { name: 'A Agriculture' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onValue).toHaveBeenLastCalledWith([11, 12]);
    await user.click(screen.getByRole('button', { name: 'Remove 01.1 Growing of cereals' }));
    expect(onValue).toHaveBeenLastCalledWith([12]);
  });

  it('lets parents be chosen when leafOnly is off', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Multiple onValue={onValue} leafOnly={false} />);
    await user.click(screen.getByRole('button', { name: /^Choose/ }));
    const tree = await screen.findByRole('tree');
    expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(tree).getByText('C Manufacturing'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onValue).toHaveBeenLastCalledWith([2]);
  });

  it('names a saved value through loadPath and opens the tree at it', async () => {
    const l = loaders();
    const { user } = renderWithProviders(<Single initial={211} l={l} />);
    expect(await screen.findByText('10.1 Processing of meat')).toBeInTheDocument();
    expect(l.loadPath).toHaveBeenCalledWith([211]);
    await user.click(screen.getByRole('button', { name: /^Change/ }));
    const tree = await screen.findByRole('tree');
    const leaf = await within(tree).findByText('10.1 Processing of meat');
    expect(leaf.closest('[role=treeitem]')).toHaveAttribute('aria-selected', 'true');
    // Cancel keeps the old value
    await user.click(within(tree).getByText('10.1 Processing of meat'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('10.1 Processing of meat')).toBeInTheDocument();
  });
});
