import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageGalleryEditor } from './ImageGalleryEditor.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { checkFiles, IMAGE_MAX_BYTES } from './upload-rules.ts';

const file = (name: string, size = 1000, type = 'image/png') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function Gallery({
  initial = [],
  upload,
  onValue,
  maxTotalSize,
}: {
  initial?: string[];
  upload: (f: File) => Promise<string>;
  onValue?: (v: string[]) => void;
  maxTotalSize?: number;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <ImageGalleryEditor
      label="Images"
      value={value}
      maxTotalSize={maxTotalSize}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
      upload={upload}
      getImageUrl={(name) => `/files/${name}`}
    />
  );
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('ImageGalleryEditor', () => {
  it('shows six slots with the first as main, and uploads picked files in order', async () => {
    const upload = vi.fn(async (f: File) => `stored-${f.name}`);
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Gallery upload={upload} onValue={onValue} />);
    const list = screen.getByRole('list', { name: 'Images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1); // the drop slot; the 5 placeholders are hidden
    expect(list.children).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();
    await user.upload(fileInput(), [file('a.png'), file('b.jpg', 10, 'image/jpeg')]);
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(['stored-a.png', 'stored-b.jpg']));
    expect(screen.getByRole('img', { name: 'Main image' })).toHaveAttribute('src', '/files/stored-a.png');
    expect(screen.getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', '/files/stored-b.jpg');
    expect(screen.getByText('2 of 6 images')).toBeInTheDocument();
  });

  it('rejects each oversized or wrong file by name and uploads the rest', async () => {
    const upload = vi.fn(async (f: File) => `s-${f.name}`);
    const onValue = vi.fn();
    renderWithProviders(<Gallery upload={upload} onValue={onValue} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), [
      file('big.png', IMAGE_MAX_BYTES),
      file('ok.png', IMAGE_MAX_BYTES - 1),
      file('doc.gif', 10, 'image/gif'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('big.png is too large: images must be smaller than 3 MB.');
    expect(alert).toHaveTextContent('doc.gif is not a JPG or PNG image.');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(['s-ok.png']));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('applies a total limit when one is set', async () => {
    const upload = vi.fn(async (f: File) => f.name);
    renderWithProviders(<Gallery upload={upload} maxTotalSize={1500} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), [file('a.png', 1000), file('b.png', 1000)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Together the files are larger than the allowed');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's upload error", async () => {
    const upload = vi.fn(async () => {
      throw { status: 413, body: { code: 'file_too_large', message: 'file_too_large' } };
    });
    const { user } = renderWithProviders(<Gallery upload={upload} />);
    await user.upload(fileInput(), [file('photo.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('photo.png is too large');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes an image main, removes one after confirmation, and stops at six', async () => {
    const onValue = vi.fn();
    const names = ['1.png', '2.png', '3.png', '4.png', '5.png', '6.png'];
    const { user } = renderWithProviders(<Gallery initial={names} upload={vi.fn()} onValue={onValue} />);
    expect(screen.queryByRole('button', { name: 'Add image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make main image: Image 3' }));
    expect(onValue).toHaveBeenLastCalledWith(['3.png', '1.png', '2.png', '4.png', '5.png', '6.png']);
    await user.click(screen.getByRole('button', { name: 'Remove image: Main image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove image' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onValue).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove image: Main image' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(onValue).toHaveBeenLastCalledWith(['1.png', '2.png', '4.png', '5.png', '6.png']);
    expect(await screen.findByRole('button', { name: 'Add image' })).toBeInTheDocument();
  });
});

describe('checkFiles', () => {
  it('rejects at or over 3 MB and wrong extensions', () => {
    const result = checkFiles([file('a.PNG', 5), file('b.jpeg', IMAGE_MAX_BYTES), file('c.txt', 5)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.PNG']);
    expect(result.problems).toEqual([
      { key: 'file_too_large', name: 'b.jpeg' },
      { key: 'irregular_file_format', name: 'c.txt' },
    ]);
  });
});
