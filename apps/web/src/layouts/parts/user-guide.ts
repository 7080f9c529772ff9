/** A different guide for chamber administrators (role 2), in the chosen language. */
export function userGuideUrl(roleId: number | null, language: string): string {
  const audience = roleId === 2 ? 'chamber' : 'company';
  return `/guides/${audience}-${language === 'sr' ? 'sr' : 'eng'}.html`;
}
