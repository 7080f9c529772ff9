/** Query keys of the consents feature: invalidate `consentKeys.all` after any consent or version change. */
export const consentKeys = {
  all: ['consents'] as const,
  mine: ['consents', 'mine'] as const,
  currentVersions: ['consents', 'versions'] as const,
};
