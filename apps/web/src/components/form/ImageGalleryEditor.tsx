import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Image,
  Input,
  type InputWrapperProps,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorKeyOf } from './form-errors.ts';
import {
  GALLERY_EXTENSIONS,
  GALLERY_SLOTS,
  IMAGE_MAX_BYTES,
  type UploadProblem,
  type UploadRules,
  checkFiles,
  megabytes,
} from './upload-rules.ts';

interface ImageGalleryEditorProps extends Omit<InputWrapperProps, 'onChange' | 'children'>, UploadRules {
  /** Stored file names, the first is the main image */
  value: string[];
  onChange: (value: string[]) => void;
  /** Uploads one file; resolves to the stored file name or throws the server's error (key, Error or error body). */
  upload: (file: File) => Promise<string>;
  /** Address to show a stored file */
  getImageUrl: (name: string) => string;
  /** @default 6 */
  slots?: number;
  disabled?: boolean;
}

const mime: Record<string, string[]> = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/** Six image slots, the first is the main image: drop or pick JPG/PNG files, make one main, remove with confirmation. */
export function ImageGalleryEditor({
  value,
  onChange,
  upload,
  getImageUrl,
  slots = GALLERY_SLOTS,
  maxFileSize = IMAGE_MAX_BYTES,
  maxTotalSize,
  extensions = GALLERY_EXTENSIONS,
  disabled,
  id,
  label,
  description,
  error,
  ...wrapper
}: ImageGalleryEditorProps) {
  const { t } = useTranslation('forms');
  const inputId = useId(id);
  const [uploading, setUploading] = useState<{ id: number; name: string }[]>([]);
  const nextUploadId = useRef(0);
  const openPicker = useRef<() => void>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  // Uploads finish one after another; each adds to the newest list, not to the one of the drop.
  const valueRef = useRef(value);
  valueRef.current = value;
  const size = megabytes(maxFileSize);

  const problemText = (problem: UploadProblem) =>
    t([`forms:${problem.key}`, `errors:${problem.key}`, 'forms:upload_failed'], {
      name: problem.name ?? '',
      size: problem.key === 'total_size_exceeded_allowed_limit' && maxTotalSize ? megabytes(maxTotalSize) : size,
      max: slots,
    });

  const handleFiles = async (files: File[], rejected: File[]) => {
    const { accepted, problems: found } = checkFiles(files, { maxFileSize, maxTotalSize, extensions });
    for (const file of rejected) found.push({ key: 'irregular_file_format', name: file.name });
    const free = slots - valueRef.current.length - uploading.length;
    const toUpload = accepted.slice(0, Math.max(0, free));
    for (const file of accepted.slice(toUpload.length)) found.push({ key: 'gallery.tooMany', name: file.name });
    setProblems(found);
    const queued = toUpload.map((file) => ({ id: nextUploadId.current++, file }));
    setUploading((current) => [...current, ...queued.map(({ id, file }) => ({ id, name: file.name }))]);
    for (const { id, file } of queued) {
      try {
        const stored = await upload(file);
        valueRef.current = [...valueRef.current, stored];
        onChange(valueRef.current);
      } catch (caught) {
        setProblems((current) => [...current, { key: errorKeyOf(caught, 'upload_failed'), name: file.name }]);
      } finally {
        setUploading((current) => current.filter((item) => item.id !== id));
      }
    }
  };

  const makeMain = (name: string) => onChange([name, ...value.filter((other) => other !== name)]);
  const remove = (name: string) => onChange(value.filter((other) => other !== name));
  const full = value.length + uploading.length >= slots;
  const emptySlots = Math.max(0, slots - value.length - uploading.length - (full ? 0 : 1));

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      labelElement="div"
      description={description ?? t('gallery.addHint', { size })}
      error={error}
      {...wrapper}
    >
      <Stack gap="xs" mt={4}>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" role="list" aria-labelledby={label ? `${inputId}-label` : undefined}>
          {value.map((name, index) => {
            const alt = index === 0 ? t('gallery.main') : t('gallery.image', { index: index + 1 });
            return (
              <Paper
                key={name}
                withBorder
                radius="md"
                pos="relative"
                style={{ overflow: 'hidden', aspectRatio: '4 / 3' }}
                role="listitem"
                aria-label={alt}
              >
                <Image src={getImageUrl(name)} alt={alt} h="100%" w="100%" fit="cover" />
                {index === 0 && (
                  <Badge pos="absolute" top={8} left={8} size="sm" leftSection={<IconStar size={12} aria-hidden />}>
                    {t('gallery.main')}
                  </Badge>
                )}
                {!disabled && (
                  <Group gap={4} pos="absolute" top={6} right={6}>
                    {index > 0 && (
                      <Tooltip label={t('gallery.makeMain')} withinPortal>
                        <ActionIcon
                          variant="white"
                          size="md"
                          aria-label={`${t('gallery.makeMain')}: ${alt}`}
                          onClick={() => makeMain(name)}
                        >
                          <IconStar size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label={t('gallery.remove')} withinPortal>
                      <ActionIcon
                        variant="white"
                        color="red"
                        size="md"
                        aria-label={`${t('gallery.remove')}: ${alt}`}
                        onClick={() => setRemoving(name)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Paper>
            );
          })}
          {uploading.map(({ id: uploadId, name }) => (
            <Paper
              key={uploadId}
              withBorder
              radius="md"
              style={{ aspectRatio: '4 / 3' }}
              role="listitem"
              aria-busy="true"
              aria-label={t('gallery.uploading')}
            >
              <Stack h="100%" align="center" justify="center" gap={4}>
                <Loader size="sm" />
                <Text size="xs" c="dimmed" lineClamp={1} px="xs">
                  {name}
                </Text>
              </Stack>
            </Paper>
          ))}
          {!full && (
            <Box role="listitem" style={{ aspectRatio: '4 / 3' }}>
              {/* The tile takes dropped files; its button picks them (a button cannot hold the file input). */}
              <Dropzone
                openRef={openPicker}
                activateOnClick={false}
                activateOnKeyboard={false}
                enablePointerEvents
                onDrop={() => {}}
                onDropAny={(files, rejections) =>
                  handleFiles(
                    files,
                    rejections.map((r) => r.file),
                  )
                }
                accept={mime}
                multiple
                disabled={disabled}
                h="100%"
                radius="md"
                styles={{ inner: { height: '100%' } }}
              >
                <Stack h="100%" align="center" justify="center" gap={4}>
                  <Button
                    variant="subtle"
                    disabled={disabled}
                    onClick={() => openPicker.current?.()}
                    leftSection={<IconPhotoPlus size={20} stroke={1.5} aria-hidden />}
                    aria-describedby={`${inputId}-description`}
                  >
                    {t('gallery.add')}
                  </Button>
                  {value.length === 0 && (
                    <Text size="xs" c="dimmed" ta="center">
                      {t('gallery.main')}
                    </Text>
                  )}
                </Stack>
              </Dropzone>
            </Box>
          )}
          {Array.from({ length: emptySlots }, (_, index) => (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={index}
              radius="md"
              style={{ aspectRatio: '4 / 3', border: '1px dashed var(--mantine-color-default-border)' }}
              aria-hidden
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('gallery.slotsLeft', { count: value.length, max: slots })}
        </Text>
        {problems.length > 0 && (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                {problems.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat
                  <Text key={index} size="sm" c="red">
                    {problemText(problem)}
                  </Text>
                ))}
              </Stack>
              <CloseButton size="sm" aria-label={t('gallery.dismiss')} onClick={() => setProblems([])} />
            </Group>
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('gallery.removeTitle')}
        message={t('gallery.removeQuestion')}
        danger
        onConfirm={() => {
          if (removing) remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Input.Wrapper>
  );
}
