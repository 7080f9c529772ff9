import type { EventDetails } from '@portal/contracts/events/events';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventDetails } from '../test-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const state = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: state.get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const { ApiError } = await import('../../../api/api-error.ts');
const { EventFrame, useEventFrame } = await import('./EventFrame.tsx');

/** A company member's view of the forum: invited, not an organiser. */
const eventFixture = (patch: Partial<EventDetails> = {}) =>
  eventDetails({
    pkEventId: 9,
    startDate: '2026-12-24T08:00:00.000Z',
    endDate: '2026-12-25T16:00:00.000Z',
    fkChamberId: 101,
    fkEventTopicId: null,
    eventTopicName: null,
    atendeesNumber: 1,
    predefinedTheme: { pkPredefinedThemeId: 1, name: 'Blue', color1: '#17488f', color2: '#ffffff' },
    canBeDeleted: false,
    isInvited: true,
    description: null,
    lon: null,
    lat: null,
    fkPredefinedThemeId: 1,
    hasInvitation: true,
    canManage: false,
    canEdit: false,
    ...patch,
  });

function Child() {
  const { event } = useEventFrame();
  return <p>{`child sees ${event.pkEventId}`}</p>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderFrame = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/event-management/chamber-events/details/:eventId"
        element={
          <EventFrame tab="overview">
            <Child />
          </EventFrame>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url: '/event-management/chamber-events/details/9' },
  );

beforeEach(() => vi.clearAllMocks());

describe('EventFrame', () => {
  it('shows the event in its theme with tabs, and hands the event to the page', async () => {
    state.get.mockResolvedValue(eventFixture());
    renderFrame();
    expect(await screen.findByText('child sees 9')).toBeInTheDocument();
    expect(screen.getByTestId('event-title')).toHaveTextContent('Western Balkans Food & Agri B2B Forum');
    expect(screen.getByTestId('event-header')).toHaveStyle({ color: '#ffffff' });
    const tabs = screen.getByRole('navigation', { name: 'Event sections' });
    expect(tabs).toHaveTextContent('OverviewAgendaHallsSpeakersPartnersDocumentsAttendeesOrganisers');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Branding' })).not.toBeInTheDocument();
    expect(state.get).toHaveBeenCalledWith('api/Events/9', { quiet: true });
  });

  it('offers Branding to those who may edit, and cuts a long name at 60 characters', async () => {
    state.get.mockResolvedValue(eventFixture({ canEdit: true, canManage: true, name: `${'A'.repeat(70)}` }));
    renderFrame();
    expect(await screen.findByRole('link', { name: 'Branding' })).toHaveAttribute(
      'href',
      '/event-management/chamber-events/details/9/branding',
    );
    expect(screen.getByTestId('event-title')).toHaveTextContent(`${'A'.repeat(60)}…`);
  });

  it('sends a user without an invitation to /403 saying dont_have_invitation', async () => {
    state.get.mockRejectedValue(new ApiError(403, 'forbidden', 'dont_have_invitation'));
    renderFrame();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/403?reason=dont_have_invitation'));
  });

  it('sends a missing event to /404', async () => {
    state.get.mockRejectedValue(new ApiError(404, 'not_found', 'event_not_found'));
    renderFrame();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404'));
  });
});
