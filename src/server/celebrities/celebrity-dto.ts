import type { Category } from '#shared/constants/celebrities';
import type { Celebrity, ResponsiveImage } from '#shared/schemas/celebrity';
import type { celebrities, celebrityImages } from './celebrities-tables.js';
import { defaultVariant } from '#server/images/images';
import { publicUploadUrl } from '#server/storage/public-asset-url';

type CelebrityRow = typeof celebrities.$inferSelect;
type ImageRow = Pick<typeof celebrityImages.$inferSelect, 'kind' | 'position' | 'width' | 'height' | 'variants'>;

export function toResponsiveImage(image: ImageRow): ResponsiveImage {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const main = defaultVariant(variants);
  return {
    url: publicUploadUrl(main.file),
    width: main.width,
    height: main.height,
    variants: variants.map((variant) => ({ url: publicUploadUrl(variant.file), width: variant.width })),
  };
}

/** The API shape of a celebrity (SPEC §3 plus updatedAt, srcset data, status and slug): nothing else leaves. */
export function toCelebrityDto(row: CelebrityRow, images: readonly ImageRow[]): Celebrity {
  const profile = images.find((image) => image.kind === 'profile');
  const gallery = images
    .filter((image) => image.kind === 'gallery')
    .sort((a, b) => a.position - b.position)
    .map(toResponsiveImage);
  const profileImage = profile ? toResponsiveImage(profile) : null;
  return {
    _id: row.id,
    name: row.name,
    category: row.category as Category,
    profileImageUrl: profileImage?.url ?? null,
    profileImage,
    rating: Number(row.rating),
    followers: row.followers,
    location: row.location,
    specialties: row.specialties,
    price: row.priceOnDemand ? null : row.price,
    priceOnDemand: row.priceOnDemand,
    description: row.description,
    socialProfile: row.socialProfile,
    achievements: row.achievements,
    galleryImages: gallery.map((image) => image.url),
    gallery,
    stats: {
      eventsCompleted: row.eventsCompleted,
      brandPartnerships: row.brandPartnerships,
      yearsExperience: row.yearsExperience,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    featuredPosition: row.featuredPosition,
    slug: row.slug,
  };
}
