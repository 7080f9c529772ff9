/** App-wide code types of spec-2 section 2 (the generic codes table's fkCodeTypeId). */
export const CodeType = {
  attendeeType: 1,
  prefix: 2,
  companyType: 3,
  module: 4,
  activityClass: 5,
  productClass: 6,
  supplyChainPosition: 7,
  eventTopic: 8,
  chamber: 9,
  sessionType: 10,
  serviceCategory: 11,
  businessPartnerType: 12,
} as const;
export type CodeTypeValue = (typeof CodeType)[keyof typeof CodeType];

/**
 * Languages the portal ships (their codes, locales and tags: interface-languages.ts); English is
 * the default (spec-2 section 9: default language id 1); Serbian in Latin script, Albanian, and
 * Macedonian in Cyrillic.
 */
export const LanguageId = { english: 1, serbian: 2, albanian: 3, macedonian: 4 } as const;
export type LanguageIdValue = (typeof LanguageId)[keyof typeof LanguageId];
export const DEFAULT_LANGUAGE_ID = LanguageId.english;
