import '@mantine/tiptap/styles.css';
import { Input, type InputWrapperProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { plainTextToHtml } from './rich-text-paste.ts';

const RICH_TEXT_DEFAULT_HEIGHT = 250;

export interface RichTextFieldProps extends Omit<InputWrapperProps, 'onChange' | 'children'> {
  /** HTML; an empty editor gives '' */
  value?: string | null;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** Height of the writing area in px. @default 250 */
  height?: number;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Rich text with a small toolbar: pasting keeps only the text, web addresses become links (typed or pasted),
 * the writing area is 250 px high by default. Load it lazily through LazyRichTextField.
 */
export function RichTextField({
  value,
  onChange,
  onBlur,
  height = RICH_TEXT_DEFAULT_HEIGHT,
  disabled,
  placeholder,
  id,
  error,
  required,
  withAsterisk,
  ...wrapper
}: RichTextFieldProps) {
  const { t } = useTranslation('forms');
  const inputId = useId(id);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  const a11y = {
    id: inputId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${inputId}-label`,
    'aria-required': required ? 'true' : 'false',
    'aria-invalid': error ? 'true' : 'false',
    'aria-describedby':
      [error ? `${inputId}-error` : null, wrapper.description ? `${inputId}-description` : null].filter(Boolean).join(' ') || '',
    ...(placeholder ? { 'aria-placeholder': placeholder, 'data-placeholder': placeholder } : {}),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChangeRef.current?.(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlurRef.current?.(),
    editorProps: {
      attributes: a11y,
      handlePaste: (_view, event) => {
        const text = event.clipboardData?.getData('text/plain');
        if (!text) return false;
        event.preventDefault();
        editorRef.current?.chain().focus().insertContent(plainTextToHtml(text)).run();
        return true;
      },
    },
  });
  const editorRef = useRef(editor);
  editorRef.current = editor;

  const a11yKey = JSON.stringify(a11y);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(a11yKey) } });
  }, [editor, a11yKey]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // Outside changes (a form reset, loaded data) replace the content without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      clearFormattingControlLabel: t('richText.clearFormatting'),
      h2ControlLabel: t('richText.heading2'),
      h3ControlLabel: t('richText.heading3'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.linkSave'),
    }),
    [t],
  );

  return (
    <Input.Wrapper id={inputId} error={error} required={required} withAsterisk={withAsterisk} {...wrapper}>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mod={{ error: !!error, disabled }}
        styles={{
          root: error ? { borderColor: 'var(--mantine-color-error)' } : undefined,
          content: { height, overflowY: 'auto', cursor: disabled ? 'not-allowed' : 'text' },
        }}
      >
        {!disabled && (
          <RichTextEditor.Toolbar
            // A form may hold two editors: each toolbar says which field it formats.
            aria-label={typeof wrapper.label === 'string' ? `${t('richText.toolbar')}: ${wrapper.label}` : t('richText.toolbar')}
            role="toolbar"
          >
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content onClick={() => editor?.commands.focus()} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
