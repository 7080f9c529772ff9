/** A stored web address as a link target: the spec lets people leave out the protocol, so https:// is added then. */
export function externalHref(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
