/** Query keys of the signed-in person's contact visibility (one value per session). */
export const contactVisibilityKeys = {
  mine: ['privacy', 'contact-visibility'] as const,
};
