import { Alert, MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme, themeWithLabels } from './theme.ts';

describe('the theme with labels', () => {
  it('names the close buttons Mantine draws, unless a dialog names its own', () => {
    render(
      <MantineProvider theme={themeWithLabels(theme, { close: 'Close', dismiss: 'Dismiss' })} env="test">
        <Modal opened onClose={() => {}} title="New speaker">
          form
        </Modal>
        <Modal opened onClose={() => {}} title="Own" closeButtonProps={{ 'aria-label': 'Close the picker' }}>
          picker
        </Modal>
        <Alert withCloseButton onClose={() => {}}>
          saved
        </Alert>
      </MantineProvider>,
    );
    const [speaker, own] = screen.getAllByRole('dialog');
    expect(speaker.querySelector('.mantine-Modal-close')).toHaveAccessibleName('Close');
    expect(own.querySelector('.mantine-Modal-close')).toHaveAccessibleName('Close the picker');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
