import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyRichTextField } from './LazyRichTextField.tsx';
import { plainTextToHtml } from './rich-text-paste.ts';
import { RichTextField } from './RichTextField.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { paste } from '../../test/paste.ts';

function Controlled({ initial = '', onValue, error }: { initial?: string; onValue?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField
        label="Description"
        required
        error={error}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Reset</p>')}>
        reset
      </button>
    </>
  );
}

describe('RichTextField', () => {
  it('renders the value in a labelled, 250 px editor with a toolbar', async () => {
    renderWithProviders(<Controlled initial="<p>Hello <strong>world</strong></p>" />);
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    expect(editor).toHaveTextContent('Hello world');
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('toolbar', { name: /^Formatting/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert link' })).toBeInTheDocument();
    const content = editor.closest('.mantine-RichTextEditor-content') as HTMLElement;
    expect(content.style.height).toBe('250px');
    expect(screen.getByText('Description').closest('label')?.textContent).toContain('*');
  });

  it('pastes plain text only and turns addresses into links', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    paste(editor, { 'text/html': '<h1 style="color:red"><b>Big</b></h1>', 'text/plain': 'See https://example.com/a?b=1 now' });
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    const html = onValue.mock.lastCall?.[0] as string;
    expect(html).toContain('<a');
    expect(html).toContain('href="https://example.com/a?b=1"');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('color');
  });

  it('takes outside value changes and shows errors', async () => {
    const { user } = renderWithProviders(<Controlled initial="<p>Old</p>" error="This field is required." />);
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(editor).toHaveTextContent('Reset'));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
  });

  it('loads lazily behind a placeholder', async () => {
    renderWithProviders(<LazyRichTextField label="Lazy" value="<p>Later</p>" />);
    expect(await screen.findByRole('textbox', { name: 'Lazy' }, { timeout: 10000 })).toHaveTextContent('Later');
  });

  it('applies bold from the toolbar', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial="<p>word</p>" onValue={onValue} />);
    await screen.findByRole('textbox', { name: /Description/ });
    const editorInstance = (document.querySelector('.ProseMirror') as HTMLElement & { editor?: { commands: { selectAll: () => boolean } } })
      .editor;
    act(() => {
      editorInstance?.commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<p><strong>word</strong></p>'));
  });
});

describe('plainTextToHtml', () => {
  it('escapes, links addresses and keeps lines as paragraphs', () => {
    expect(plainTextToHtml('a <b> www.x.rs.')).toBe('a &lt;b&gt; <a href="https://www.x.rs">www.x.rs</a>.');
    expect(plainTextToHtml('one\ntwo')).toBe('<p>one</p><p>two</p>');
  });
});
