import sharp from 'sharp';

/** A small real PNG of one colour. */
export function pngImage(width = 64, height = 80, colour = { r: 90, g: 60, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 64, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** The celebrity form's text fields (SPEC §7), valid unless overridden. */
export function celebrityFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Meera Kapoor',
    category: 'Bollywood',
    location: 'Mumbai, Maharashtra',
    price: '250000',
    priceOnDemand: 'false',
    socialProfile: '@meerakapoor',
    followers: '8.2M',
    rating: '4.6',
    description: 'Actor and dancer known for vibrant stage shows.',
    specialties: JSON.stringify(['Acting', 'Kathak', 'Hosting']),
    achievements: JSON.stringify(['Best Debut 2019']),
    ...overrides,
  };
}

/** A valid inquiry for `celebrity`, with an event date 30 days ahead. */
export function inquiryBody(celebrity: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    name: 'Ishaan Gupta',
    email: 'ishaan@example.com',
    phoneNumber: '+91 98765 43210',
    eventType: 'Wedding',
    eventDate,
    eventLocation: 'Jaipur, Rajasthan',
    additionalDetails: 'Evening sangeet, 300 guests.',
    celebrity,
    consent: true,
    celebrityName: 'Whatever the client says',
    ...overrides,
  };
}
