import { CodeType } from '@portal/contracts/codes/code-types';
import { useCodeChoices } from '../../../lib/codes/code-queries.ts';

/** Event topics as select choices, in the interface language. */
export const useEventTopicChoices = () => useCodeChoices(CodeType.eventTopic);

/** Chambers as select choices, for the platform administrator's chamber choice. */
export const useChamberChoices = () => useCodeChoices(CodeType.chamber);
