import { randomUUID } from 'node:crypto';
import type { Category, CelebrityStatus } from '#shared/constants/celebrities';
import type { EventType, InquiryStatus } from '#shared/constants/inquiries';
import { slugify } from '#shared/slug';
import type { Db } from '#server/db/client';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { inquirySearchText, searchTextOf } from '#server/lib/search-text';

/**
 * Rows written straight into the database, for tests that need data without going through the
 * upload routes (or that need a createdAt in the past).
 */

export async function insertCelebrity(
  db: Db,
  fields: {
    name?: string;
    category?: Category;
    specialties?: string[];
    createdAt?: Date;
    /** Default: published (drafts are the exception in tests of the public site). */
    status?: CelebrityStatus;
    /** Default: made from the name, with a random ending so that equal names do not clash. */
    slug?: string;
    featuredPosition?: number | null;
    location?: string;
    price?: number | null;
  } = {},
): Promise<{ id: string; name: string; slug: string }> {
  const name = fields.name ?? 'Meera Kapoor';
  const specialties = fields.specialties ?? ['Acting', 'Kathak'];
  const [row] = await db
    .insert(celebrities)
    .values({
      name,
      category: fields.category ?? 'Bollywood',
      rating: 4.5,
      followers: '8.2M',
      location: fields.location ?? 'Mumbai, Maharashtra',
      specialties,
      price: fields.price === undefined ? 250_000 : fields.price,
      priceOnDemand: fields.price === null,
      description: 'Actor and dancer.',
      socialProfile: '@meera',
      achievements: ['Best Debut 2019'],
      searchText: searchTextOf([name, ...specialties]),
      slug: fields.slug ?? `${slugify(name)}-${randomUUID().slice(0, 8)}`,
      status: fields.status ?? 'published',
      publishedAt: (fields.status ?? 'published') === 'published' ? (fields.createdAt ?? new Date()) : null,
      featuredPosition: fields.featuredPosition ?? null,
      ...(fields.createdAt ? { createdAt: fields.createdAt, updatedAt: fields.createdAt } : {}),
    })
    .returning({ id: celebrities.id, name: celebrities.name, slug: celebrities.slug });
  if (!row) throw new Error('celebrity insert failed');
  return row;
}

export interface InquiryRowFields {
  name?: string;
  email?: string;
  celebrityId?: string | null;
  celebrityName?: string;
  eventType?: EventType;
  status?: InquiryStatus;
  additionalDetails?: string;
  phoneNumber?: string;
  eventDate?: string;
  createdAt?: Date;
  /** Default: 24 hours after createdAt (or now). */
  replyBy?: Date;
  firstResponseAt?: Date;
  assigneeId?: string;
}

export async function insertInquiry(db: Db, fields: InquiryRowFields = {}): Promise<{ id: string }> {
  const name = fields.name ?? 'Ishaan Gupta';
  const celebrityName = fields.celebrityName ?? 'Meera Kapoor';
  const eventType = fields.eventType ?? 'Wedding';
  const email = fields.email ?? 'ishaan@example.com';
  const phoneNumber = fields.phoneNumber ?? '+91 98765 43210';
  const [row] = await db
    .insert(inquiries)
    .values({
      name,
      email,
      phoneNumber,
      celebrityId: fields.celebrityId ?? null,
      celebrityName,
      eventType,
      eventDate: fields.eventDate ?? '2030-01-15',
      eventLocation: 'Jaipur, Rajasthan',
      additionalDetails: fields.additionalDetails ?? '',
      status: fields.status ?? 'pending',
      searchText: inquirySearchText({ name, celebrityName, eventType, email, phoneNumber }),
      reference: `SLT-TEST-${randomUUID().slice(0, 8)}`,
      replyBy: fields.replyBy ?? new Date((fields.createdAt ?? new Date()).getTime() + 24 * 3600_000),
      firstResponseAt: fields.firstResponseAt ?? null,
      assigneeId: fields.assigneeId ?? null,
      ...(fields.createdAt ? { createdAt: fields.createdAt, updatedAt: fields.createdAt } : {}),
    })
    .returning({ id: inquiries.id });
  if (!row) throw new Error('inquiry insert failed');
  return row;
}
