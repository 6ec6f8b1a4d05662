/**
 * What publishing and the featured list announce, as the other catalogue actions do (SPEC §8's
 * "Celebrity updated successfully" and its failure text).
 */
export const CATALOGUE_TOASTS = {
  published: 'Celebrity published successfully',
  publishFailed: 'Failed to publish celebrity',
  unpublished: 'Celebrity unpublished: it is a draft again',
  unpublishFailed: 'Failed to unpublish celebrity',
  featuredSaved: 'Featured celebrities updated successfully',
  featuredFailed: 'Failed to update featured celebrities',
} as const;
