/** One mail's words in one language: {name} placeholders take the mail's params; the action names its link. */
export type MailTexts = { subject: string; body: string; action?: string };
