import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { LanguageId } from '../codes/code-types.ts';

/** What a template's text is for (the database checks the same list). */
export const TemplateKind = { invitationMail: 'invitation_mail', general: 'general' } as const;
export const templateKinds = [TemplateKind.invitationMail, TemplateKind.general] as const;
export type TemplateKindValue = (typeof templateKinds)[number];

export const TEMPLATE_BODY_MAX = 50_000;

/** Placeholders an invitation mail template may use in its subject and body, written {{name}}. */
export const TEMPLATE_PLACEHOLDERS = ['eventName', 'startDate', 'place', 'chamberName'] as const;

/**
 * POST api/Templates and PUT api/Templates/{pkTemplateId}: a chamber's reusable text, e.g. an
 * invitation mail selected when inviting. The chamber: a chamber administrator's own, the one the
 * platform administrator names.
 */
export const templateModel = z.object({
  fkChamberId: optionalEntityId,
  name: requiredText(200),
  kind: z.enum(templateKinds, 'validation.invalid').default(TemplateKind.invitationMail),
  fkLanguageId: entityId.default(LanguageId.english),
  subject: optionalText(300),
  /** Rich text; sanitised on the server. */
  body: z.string().trim().min(1, 'validation.required').max(TEMPLATE_BODY_MAX, 'validation.max'),
});
export type TemplateModel = z.input<typeof templateModel>;
export type ParsedTemplateModel = z.infer<typeof templateModel>;

export const template = z.object({
  pkTemplateId: z.number().int(),
  fkChamberId: z.number().int(),
  name: z.string(),
  kind: z.enum(templateKinds),
  fkLanguageId: z.number().int(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof template>;

/** POST get-all-templates/{name?}: the chamber's templates whose name holds {name}, by name. */
export const templateNameParam = z.object({ name: z.string().trim().max(200, 'validation.max').optional() });
export type TemplateNameParam = z.infer<typeof templateNameParam>;
export const templateSearch = z.object({
  ...pageFields(20),
  kind: z.enum(templateKinds, 'validation.invalid').nullish(),
  fkLanguageId: optionalEntityId,
  /** The platform administrator may name a chamber; others list their own. */
  fkChamberId: optionalEntityId,
});
export type TemplateSearch = z.input<typeof templateSearch>;
export type ParsedTemplateSearch = z.infer<typeof templateSearch>;
export const templatePage = z.object({ templates: z.array(template), totalPages: z.number().int(), totalCount: z.number().int() });
export type TemplatePage = z.infer<typeof templatePage>;
