import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextFieldProps } from './RichTextField.tsx';

const RichTextField = lazy(() => import('./RichTextField.tsx').then((module) => ({ default: module.RichTextField })));

/** The rich text editor in its own chunk (tiptap and its styles load only when a form shows it). */
export function LazyRichTextField(props: RichTextFieldProps) {
  const { t } = useTranslation('forms');
  const height = (props.height ?? 250) + 44;
  return (
    <Suspense
      fallback={
        <Input.Wrapper
          label={props.label}
          required={props.required}
          withAsterisk={props.withAsterisk}
          description={props.description}
          error={props.error}
        >
          <Skeleton height={height} radius="sm" role="status" aria-busy="true" aria-label={t('richText.loading')} />
        </Input.Wrapper>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
