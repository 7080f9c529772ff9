import { AspectRatio, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalHref } from '../../../lib/external-link.ts';
import { videoEmbedUrl, videoProvider } from './b2b-form.ts';

/**
 * A YouTube or Vimeo promo video. The player loads only when the visitor asks for it
 * (click to play), so opening a profile contacts no video site; the server's
 * Content-Security-Policy allows exactly these two players as frame-src.
 */
export function VideoPreview({ link }: { link: string | null | undefined }) {
  const { t } = useTranslation('company');
  const [playing, setPlaying] = useState<string | null>(null);
  const provider = videoProvider(link);
  const embed = videoEmbedUrl(link);
  if (!link || !provider || !embed) return null;
  const providerName = t(`b2b.provider_${provider}`);
  if (playing === embed) {
    return (
      <Stack gap={6} maw={640} data-testid="video-player">
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={`${embed}?autoplay=1`}
            title={t('b2b.video_title', { provider: providerName })}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AspectRatio>
        <Text size="xs">
          <a href={externalHref(link)} target="_blank" rel="noopener noreferrer">
            {t('b2b.watch_video', { provider: providerName })}
          </a>
        </Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" maw={640} data-testid="video-preview">
      <Group gap="md" wrap="nowrap" justify="space-between">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={48} radius="xl" color={provider === 'youtube' ? 'red' : 'cyan'} variant="light">
            <IconPlayerPlayFilled size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {t('b2b.promo_video', { provider: providerName })}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {link}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" leftSection={<IconPlayerPlayFilled size={14} />} onClick={() => setPlaying(embed)}>
            {t('b2b.play_here')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            component="a"
            href={externalHref(link)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('b2b.watch_video', { provider: providerName })}
          >
            <IconExternalLink size={16} />
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
