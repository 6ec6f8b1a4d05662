import { CELEBRITY_STATS_DEFAULTS, type SiteContent } from './schemas/site-content.js';

/**
 * The site's content before an admin has saved any: the texts the spec and the first version of
 * the site showed. The server falls back to each section here until its first save, and the demo
 * seed stores them, so the demo looks as it always has. Never imported by the browser bundle:
 * the browser receives the content as data (`GET /api/site`, or a page's initial data).
 */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  contact: {
    phones: [{ label: 'Office', number: '+91 22 4890 1234' }],
    emails: [{ label: '', address: 'info@starlinetalent.example' }],
    whatsapp: '',
    address: {
      street: 'Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods',
      locality: 'Navi Mumbai',
      region: 'Maharashtra',
      postalCode: '400706',
    },
    officeHours: 'Monday to Saturday, 10 am to 7 pm IST',
    mapUrl: '',
  },
  social: {
    links: [
      { network: 'instagram', url: 'https://www.instagram.com/starlinetalent' },
      { network: 'facebook', url: 'https://www.facebook.com/starlinetalent' },
      { network: 'x', url: 'https://x.com/starlinetalent' },
      { network: 'youtube', url: 'https://www.youtube.com/@starlinetalent' },
    ],
  },
  figures: {
    foundedYear: 2010,
    homeStats: [
      { value: '500+', label: 'Celebrities Managed' },
      { value: '10K+', label: 'Successful Events' },
      { value: '50+', label: 'Awards Won' },
      { value: '95%', label: 'Client Satisfaction' },
    ],
    impactStats: [
      { value: '500+', label: 'Celebrities Managed' },
      { value: '10K+', label: 'Successful Events' },
      { value: '50+', label: 'Awards Won' },
      { value: '95%', label: 'Client Satisfaction' },
    ],
  },
  testimonials: {
    items: [
      {
        quote:
          'They handled everything for our daughter’s sangeet, from the singer’s flights to the sound check. Our guests still talk about it.',
        name: 'Meera Agarwal',
        role: 'Mother of the bride, Jaipur',
      },
      {
        quote:
          'We needed a film star at ten days’ notice. The quote came the same evening and the day ran like clockwork.',
        name: 'Vikram Reddy',
        role: 'Head of Marketing, Deccan Motors, Hyderabad',
      },
      {
        quote:
          'Their creator campaign brought 1.2 million views and our best launch week ever, with no surprises on cost.',
        name: 'Sneha Kulkarni',
        role: 'Founder, Aaranya Naturals, Pune',
      },
    ],
  },
  team: {
    items: [
      {
        name: 'Ananya Deshmukh',
        role: 'Founder & Managing Director',
        bio: 'Built Starline from a two-desk office in Vashi into a national agency over {years} years.',
        photo: null,
      },
      {
        name: 'Rohan Sethi',
        role: 'Head of Talent Relations',
        bio: 'Looks after our relationships with more than 500 celebrities and their management teams.',
        photo: null,
      },
      {
        name: 'Priya Nair',
        role: 'Director, Brand Partnerships',
        bio: 'Leads endorsements and influencer campaigns for consumer brands across India.',
        photo: null,
      },
    ],
  },
  events: {
    items: [
      {
        title: 'Flagship store launch',
        city: 'New Delhi, Delhi',
        date: '2025-03-08',
        text: 'A former India cricketer opened a sportswear flagship for 2,000 fans.',
      },
      {
        title: 'Annual sales conclave',
        city: 'Bengaluru, Karnataka',
        date: '2025-02-22',
        text: 'A Bollywood leading man hosted a fintech firm’s awards night.',
      },
      {
        title: 'Royal sangeet night',
        city: 'Udaipur, Rajasthan',
        date: '2024-12-14',
        text: 'A playback singer performed for 600 guests at a lakeside palace.',
      },
    ],
  },
  packages: {
    items: [
      {
        name: 'Basic',
        price: 50_000,
        summary: 'For private celebrations and single appearances.',
        features: [
          'One celebrity or influencer appearance',
          'Availability check and booking',
          'Standard appearance contract',
          'Travel and stay coordination',
          'Support by e-mail and phone',
        ],
        popular: false,
      },
      {
        name: 'Premium',
        price: 200_000,
        summary: 'For weddings, launches and corporate nights that must go perfectly.',
        features: [
          'Everything in Basic',
          'Dedicated event manager on the day',
          'Rider, security and green-room planning',
          'Social media promotion and press kit',
          'Priority support, seven days a week',
        ],
        popular: true,
      },
      {
        name: 'Enterprise',
        price: null,
        summary: 'For brands, tours and campaigns with several stars or cities.',
        features: [
          'Multiple celebrities and multi-city tours',
          'Endorsement and campaign strategy',
          'Image rights and usage licensing',
          'Dedicated account team',
          'Post-campaign reporting',
        ],
        popular: false,
      },
    ],
  },
};

/** Every celebrity's figures until staff set their own (SPEC §2). */
export { CELEBRITY_STATS_DEFAULTS };
