import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SideMenu } from './SideMenu.tsx';

const messageCenter = {
  key: 'message_center',
  path: '/message-center',
  icon: 'mail',
  children: [
    { key: 'conversations', path: '/message-center/message-center-new', children: [] },
    { key: 'spam', path: '/message-center/message-center-new/spam', children: [] },
  ],
};

describe('the side menu', () => {
  it("shows a group's entries from a button that tells its state, with the group's unread count while closed", async () => {
    const { user } = renderWithProviders(<SideMenu items={[messageCenter]} badges={{ conversations: 3, spam: 1 }} />, {
      url: '/dashboard',
    });
    const group = screen.getByRole('button', { name: /Message center/ });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveAccessibleName('Message center 4 unread');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Conversations/ })).toHaveAccessibleName('Conversations 3 unread');
    // Open, the count is beside each entry, not on the group as well.
    expect(group).toHaveAccessibleName('Message center');
  });

  it('opens the group of the page shown', () => {
    renderWithProviders(<SideMenu items={[messageCenter]} />, { url: '/message-center/message-center-new/spam' });
    expect(screen.getByRole('button', { name: 'Message center' })).toHaveAttribute('aria-expanded', 'true');
  });
});
