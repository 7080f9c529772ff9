/** The multipart parts the profile form may send besides the `avatar` image. */
export const profileFormFields = ['firstName', 'lastName', 'phone', 'position', 'fkLanguageId', 'avatarName'] as const;

/** Multipart fields are strings: an empty one clears an optional field. */
export function profileFromForm(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = v === '' && k !== 'avatarName' && k !== 'firstName' && k !== 'lastName' ? null : v;
  return out;
}
