import type { EventDetails, EventSummary } from '@portal/contracts/events/events';

/** An announced public event of the Serbian chamber, as the lists show it. */
export function eventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    pkEventId: 7,
    name: 'Western Balkans Food & Agri B2B Forum',
    startDate: '2027-05-12T09:00:00+02:00',
    endDate: '2027-05-13T17:00:00+02:00',
    fkEventPlaceTypeId: 1,
    isVirtual: false,
    eventPlace: 'Belgrade',
    venue: 'Sava Centar',
    fkChamberId: 1,
    chamberName: 'Chamber of Commerce and Industry of Serbia',
    fkEventTopicId: 3,
    eventTopicName: 'Agriculture and food',
    isPublic: true,
    isAnnounced: true,
    eventStatus: 2,
    isRegistrationStarted: true,
    isRegistrationEnded: false,
    atendeesNumber: 3,
    predefinedTheme: { pkPredefinedThemeId: 2, name: 'Forest', color1: '#1b5e20', color2: '#ffffff' },
    isAssistantOrganizer: false,
    canBeDeleted: true,
    isInvited: false,
    isAccepted: false,
    deletedAt: null,
    mainLanguage: 'eng',
    textLanguages: { name: 'eng', description: 'eng', eventPlace: 'eng' },
    ...overrides,
  };
}

export function eventDetails(overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    ...eventSummary(),
    description: '<p>Buyers meet producers.</p>',
    registrationStartTime: null,
    registrationEndTime: null,
    lon: 20.43,
    lat: 44.81,
    onlineLink: null,
    allowSkipRegistration: false,
    fkPredefinedThemeId: 2,
    hasInvitation: false,
    registrationEnded: false,
    assistantChambers: [],
    canManage: true,
    canEdit: true,
    editableTexts: null,
    ...overrides,
  };
}
