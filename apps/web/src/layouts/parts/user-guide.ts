import { RoleId } from '@portal/contracts/common/access';
/** A different guide for chamber administrators (role 2), in the chosen language; Serbian or English (the guides written so far) for the others. */
export function userGuideUrl(roleId: number | null, language: string): string {
  const audience = roleId === RoleId.chamberAdmin ? 'chamber' : 'company';
  return `/guides/${audience}-${language === 'sr' ? 'sr' : 'eng'}.html`;
}
