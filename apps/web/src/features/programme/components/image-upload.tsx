import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { errorKeyOf } from '../../../components/form/form-errors.ts';
import { initialsOf, publicFileUrl, uploadPublicImage } from '../../../lib/stored-files.ts';
import { uploadError } from './upload-error.tsx';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** A public image chosen in a form: uploaded at once, its stored name kept; a refusal as an error key. */
export function useImageUpload(initial: string | null = null) {
  const [name, setName] = useState<string | null>(initial);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    setError(null);
    if (!file) return setName(null);
    setUploading(true);
    try {
      setName(await uploadPublicImage(file));
    } catch (err) {
      setError(errorKeyOf(err, 'general_error'));
    } finally {
      setUploading(false);
    }
  };
  return { name, setName, uploading, error, setError, upload };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

interface ImageFieldProps {
  label: string;
  image: ImageUpload;
  /** The preview's initials while there is no image. */
  initialsFrom: string;
  radius: 'sm' | 'xl';
}

/** A photo or logo input beside its preview. */
export function ImageField({ label, image, initialsFrom, radius }: ImageFieldProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <Avatar src={image.name ? publicFileUrl(image.name) : null} alt="" size="lg" radius={radius}>
        {initialsOf(initialsFrom || '?')}
      </Avatar>
      <FileInput
        label={label}
        accept={IMAGE_ACCEPT}
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
        onChange={image.upload}
        disabled={image.uploading}
        error={uploadError(image.error)}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
