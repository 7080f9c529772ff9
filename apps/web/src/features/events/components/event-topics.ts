import { useCodeChoices } from '../../companies/profile/profile-codes.ts';

/** Code types of the events screens (spec-2 section 3): event topic 8, chamber 9. */
export const EVENT_CODE_TYPES = { topic: 8, chamber: 9 } as const;

/** Event topics as select choices, in the interface language. */
export const useEventTopicChoices = () => useCodeChoices(EVENT_CODE_TYPES.topic);

/** Chambers (code type 9) as select choices, for the platform administrator's chamber choice. */
export const useChamberChoices = () => useCodeChoices(EVENT_CODE_TYPES.chamber);
