import type { Category } from '#shared/constants/celebrities';
import type { EventType, InquiryStatus } from '#shared/constants/inquiries';
import type { GalleryScene, HairStyle } from './demo-images.js';

/**
 * Demo content for first start. Every person, award and venue here is invented; any likeness
 * to a real person is unintended. Listed newest first: the first three become the home page's
 * featured celebrities, so they come from different categories.
 */

export interface DemoCelebrity {
  name: string;
  category: Category;
  location: string;
  followers: string;
  rating: number;
  specialties: string[];
  achievements: string[];
  description: string;
  socialProfile: string;
  /** Whole rupees; null means Price on Demand. */
  price: number | null;
  hair: HairStyle;
  gallery: GalleryScene[];
}

export const DEMO_CELEBRITIES: DemoCelebrity[] = [
  {
    name: 'Aarav Mehta',
    category: 'Bollywood',
    location: 'Mumbai, Maharashtra',
    followers: '12.5M',
    rating: 4.8,
    specialties: ['Lead Roles', 'Action Films', 'Brand Endorsements', 'Live Appearances'],
    achievements: [
      'Best Actor, Western India Film Critics Circle 2023',
      'Three consecutive box-office hits between 2021 and 2023',
      'Youth icon of the year, Mumbai Style Awards 2022',
    ],
    description:
      'Aarav Mehta rose from Mumbai theatre to become one of the most bankable leading men of his generation. Known for performing his own stunts and for an easy warmth with audiences, he is a favourite for film premieres, product launches and high-energy stage appearances across India and the Gulf.',
    socialProfile: '@aaravmehta',
    price: 2_500_000,
    hair: 'short',
    gallery: ['red-carpet', 'stage-lights', 'studio', 'awards-night'],
  },
  {
    name: 'Sanya Bhattacharya',
    category: 'Musicians',
    location: 'Kolkata, West Bengal',
    followers: '6.2M',
    rating: 4.9,
    specialties: ['Playback Singing', 'Live Concerts', 'Bengali Folk Fusion'],
    achievements: [
      'Over 900 million streams across her film songs',
      'Best Female Playback, Eastern Music Honours 2022',
      'Headlined a 40,000-seat New Year concert in Kolkata',
    ],
    description:
      'Sanya Bhattacharya blends classical training with Bengali folk and modern pop. Her playback songs top streaming charts, and her live band brings a polished two-hour show to weddings, corporate galas and festival stages alike.',
    socialProfile: '@sanyasings',
    price: 1_200_000,
    hair: 'long',
    gallery: ['concert-crowd', 'stage-lights', 'studio'],
  },
  {
    name: 'Kunal Rawat',
    category: 'Sports',
    location: 'Dehradun, Uttarakhand',
    followers: '18.1M',
    rating: 4.7,
    specialties: ['Cricket', 'Motivational Talks', 'Brand Endorsements', 'Sports Clinics'],
    achievements: [
      'Captained the national under-19 side to a tri-series title',
      'Fastest fifty in a domestic T20 final',
      'Founder of a cricket academy for mountain-region youth',
    ],
    description:
      'Kunal Rawat is an attacking opening batter whose calm leadership has made him a dressing-room favourite. Off the field he speaks about discipline and resilience, runs coaching clinics for young players and is a sought-after face for sportswear and fitness brands.',
    socialProfile: '@kunalrawat',
    price: null,
    hair: 'short',
    gallery: ['sports-arena', 'awards-night', 'red-carpet'],
  },
  {
    name: 'Myra Joshi',
    category: 'Influencers',
    location: 'Mumbai, Maharashtra',
    followers: '3.4M',
    rating: 4.6,
    specialties: ['Fashion', 'Lifestyle Vlogs', 'Product Launches'],
    achievements: [
      'Fashion creator of the year, Digital Voices Awards 2024',
      'Ran a sold-out capsule collection in 48 hours',
    ],
    description:
      'Myra Joshi turned a college fashion diary into one of India\u2019s most followed style channels. Brands work with her for launch-day content, runway coverage and honest reviews that her audience trusts.',
    socialProfile: '@myrajoshi',
    price: 350_000,
    hair: 'long',
    gallery: ['studio', 'red-carpet'],
  },
  {
    name: 'Ananya Deshpande',
    category: 'TV Artists',
    location: 'Pune, Maharashtra',
    followers: '4.8M',
    rating: 4.5,
    specialties: ['Daily Soaps', 'Reality Show Hosting', 'Live Events'],
    achievements: [
      'Most popular actress, Small Screen Awards 2023',
      'Hosted two seasons of a prime-time dance reality show',
      'Over 1,500 episodes across three hit serials',
    ],
    description:
      'Ananya Deshpande has been a prime-time favourite for a decade, first as the lead of a long-running family drama and now as a lively reality-show host. Her natural stage presence makes her an excellent anchor for award nights and brand events.',
    socialProfile: '@ananyadeshpande',
    price: 450_000,
    hair: 'long',
    gallery: ['studio', 'stage-lights', 'awards-night'],
  },
  {
    name: 'Rhea Castellino',
    category: 'Hollywood',
    location: 'Panaji, Goa',
    followers: '9.1M',
    rating: 4.8,
    specialties: ['International Films', 'Streaming Series', 'Red Carpet Appearances', 'Luxury Brands'],
    achievements: [
      'Lead role in an award-winning streaming thriller',
      'Ensemble prize at an international independent film festival',
      'Global ambassador for a luxury watch house',
    ],
    description:
      'Goa-born Rhea Castellino moved to Los Angeles at nineteen and broke through with a leading role in an international streaming thriller. She now divides her time between Hollywood and India and brings global glamour to premieres, galas and luxury launches.',
    socialProfile: '@rheacastellino',
    price: null,
    hair: 'long',
    gallery: ['red-carpet', 'awards-night', 'studio', 'stage-lights'],
  },
  {
    name: 'Kavya Rathore',
    category: 'Bollywood',
    location: 'Jaipur, Rajasthan',
    followers: '9.8M',
    rating: 4.7,
    specialties: ['Romantic Dramas', 'Dance Performances', 'Fashion Shows'],
    achievements: ['Best Debut, Western India Film Critics Circle 2019', 'Showstopper at a national couture week'],
    description:
      'Kavya Rathore is celebrated for expressive romantic roles and electrifying dance numbers. A trained Kathak dancer, she lights up wedding sangeets, award shows and couture runways with performances that audiences remember.',
    socialProfile: '@kavyarathore',
    price: 1_800_000,
    hair: 'long',
    gallery: ['red-carpet', 'stage-lights', 'awards-night'],
  },
  {
    name: 'Ishaan Pillai',
    category: 'Musicians',
    location: 'Bengaluru, Karnataka',
    followers: '2.7M',
    rating: 4.4,
    specialties: ['DJ Sets', 'Electronic Music', 'Festival Headlining', 'Corporate Parties'],
    achievements: [
      'Headlined the main stage of a Goa electronic festival',
      'Two chart-topping remixes of film classics',
      'Residency at a rooftop venue in Bengaluru',
    ],
    description:
      'Ishaan Pillai is a DJ and producer who mixes Indian classical samples into modern electronic music. His high-energy sets are a fixture at festivals, college fests and corporate celebrations that want a dance floor full until the last track.',
    socialProfile: '@djishaanpillai',
    price: 600_000,
    hair: 'short',
    gallery: ['concert-crowd', 'stage-lights'],
  },
  {
    name: 'Anjali Chauhan',
    category: 'Sports',
    location: 'Hyderabad, Telangana',
    followers: '5.3M',
    rating: 4.9,
    specialties: ['Badminton', 'Fitness Campaigns', 'Youth Mentoring'],
    achievements: [
      'Gold medal, Asian Championship women\u2019s singles',
      'Top-five world ranking for two seasons',
      'National sportsperson of the year 2022',
    ],
    description:
      'Anjali Chauhan is one of India\u2019s most decorated badminton players, known for her relentless defence and sportsmanship. She mentors young athletes and partners with brands that promote health, fitness and opportunities for girls in sport.',
    socialProfile: '@anjalichauhan',
    price: 1_500_000,
    hair: 'long',
    gallery: ['sports-arena', 'awards-night', 'studio', 'red-carpet'],
  },
  {
    name: 'Yash Agarwal',
    category: 'Influencers',
    location: 'Jaipur, Rajasthan',
    followers: '7.6M',
    rating: 4.3,
    specialties: ['Comedy Sketches', 'Stand-up', 'Brand Integrations', 'Live Shows'],
    achievements: [
      'Comedy creator of the year, Digital Voices Awards 2023',
      'Sold-out stand-up tour across twelve cities',
    ],
    description:
      'Yash Agarwal\u2019s relatable sketches about family life and office chaos reach millions every week. Brands love his witty integrations, and his clean stand-up set is a hit at corporate offsites and college festivals.',
    socialProfile: '@yashagarwal',
    price: 400_000,
    hair: 'short',
    gallery: ['studio', 'concert-crowd', 'stage-lights'],
  },
  {
    name: 'Siddharth Joglekar',
    category: 'TV Artists',
    location: 'Mumbai, Maharashtra',
    followers: '3.1M',
    rating: 4.2,
    specialties: ['Mythological Dramas', 'Anchoring'],
    achievements: [
      'Best Actor (Drama), Small Screen Awards 2021',
      'Lead of the longest-running mythological series of the decade',
    ],
    description:
      'Siddharth Joglekar won the hearts of families across India with his role in a landmark mythological series. A fluent anchor in Hindi, Marathi and English, he hosts cultural festivals, award ceremonies and corporate town halls with ease.',
    socialProfile: '@siddharthjoglekar',
    price: 300_000,
    hair: 'short',
    gallery: ['studio', 'awards-night'],
  },
  {
    name: 'Nikhil Varghese',
    category: 'Hollywood',
    location: 'Kochi, Kerala',
    followers: '4.4M',
    rating: 4.6,
    specialties: ['Action Franchises', 'Voice Acting', 'International Press Tours'],
    achievements: [
      'Supporting role in a global action franchise',
      'Voice lead of an animated feature released in 30 countries',
    ],
    description:
      'Nikhil Varghese trained in martial arts in Kerala before landing roles in Hollywood action franchises. Charismatic and articulate, he is a strong choice for film promotions, fan conventions and brand campaigns that speak to a global audience.',
    socialProfile: '@nikhilvarghese',
    price: 2_200_000,
    hair: 'short',
    gallery: ['red-carpet', 'studio', 'stage-lights'],
  },
  {
    name: 'Vihaan Saxena',
    category: 'Bollywood',
    location: 'Lucknow, Uttar Pradesh',
    followers: '15.2M',
    rating: 5,
    specialties: ['Character Roles', 'Period Dramas', 'Poetry Recitals', 'Film Premieres', 'Public Speaking'],
    achievements: [
      'National honour for Best Actor in a period drama',
      'Lifetime contribution citation, Awadh Arts Society',
      'Jury member at an international film festival',
      'Over 40 feature films in a 15-year career',
    ],
    description:
      'Vihaan Saxena is a veteran actor admired for his range, from intense period dramas to gentle comedies. His Urdu poetry recitals and thoughtful keynote talks make him a distinguished guest for literary festivals, galas and premium corporate evenings.',
    socialProfile: '@vihaansaxena',
    price: null,
    hair: 'short',
    gallery: ['awards-night', 'red-carpet', 'stage-lights', 'studio'],
  },
  {
    name: 'Gurleen Sandhu',
    category: 'Musicians',
    location: 'Chandigarh, Punjab',
    followers: '8.9M',
    rating: 4.7,
    specialties: ['Punjabi Pop', 'Wedding Performances', 'Live Concerts', 'Music Videos'],
    achievements: [
      'Four singles with more than 200 million views each',
      'Best Punjabi Female Artist, North Beats Awards 2023',
      'Sold-out arena tour in Canada and the UK',
    ],
    description:
      'Gurleen Sandhu\u2019s powerful voice and infectious bhangra anthems have made her a global star of Punjabi pop. Her wedding and festival sets are pure celebration, with a full live band, dhol players and dancers on request.',
    socialProfile: '@gurleensandhu',
    price: 1_600_000,
    hair: 'long',
    gallery: ['concert-crowd', 'stage-lights', 'red-carpet'],
  },
  {
    name: 'Naina Sethi',
    category: 'Influencers',
    location: 'New Delhi, Delhi',
    followers: '1.9M',
    rating: 4.5,
    specialties: ['Travel', 'Food', 'Hospitality Campaigns'],
    achievements: [
      'Travel creator of the year, Digital Voices Awards 2022',
      'Official content partner for a state tourism board',
    ],
    description:
      'Naina Sethi documents India\u2019s lesser-known destinations and street-food trails with beautiful, carefully researched films. Hotels, airlines and tourism boards partner with her to reach curious travellers who plan trips from her recommendations.',
    socialProfile: '@nainasethi',
    price: 250_000,
    hair: 'long',
    gallery: ['studio', 'concert-crowd'],
  },
  {
    name: 'Tejas Naik',
    category: 'Sports',
    location: 'Margao, Goa',
    followers: '2.2M',
    rating: 4.3,
    specialties: ['Football', 'Grassroots Coaching', 'Brand Endorsements'],
    achievements: [
      'Golden Boot of the national football league 2023',
      'Captain of the national team in a regional cup win',
    ],
    description:
      'Tejas Naik is a prolific striker and the pride of Goan football. Energetic and approachable, he is a natural for school programmes, football camps and campaigns that want to inspire young fans.',
    socialProfile: '@tejasnaik9',
    price: 500_000,
    hair: 'short',
    gallery: ['sports-arena', 'awards-night'],
  },
  {
    name: 'Pooja Raghavan',
    category: 'TV Artists',
    location: 'Chennai, Tamil Nadu',
    followers: '2.6M',
    rating: 4.4,
    specialties: ['Tamil Serials', 'Cooking Shows', 'Brand Events'],
    achievements: [
      'Favourite heroine, South Screen Television Awards 2022',
      'Host of a top-rated weekend cooking show',
    ],
    description:
      'Pooja Raghavan is a household name in Tamil Nadu, loved for her warm on-screen presence in family dramas and her cheerful weekend cooking show. She is a popular choice for store openings, consumer-brand events and cultural programmes.',
    socialProfile: '@poojaraghavan',
    price: 200_000,
    hair: 'long',
    gallery: ['studio', 'stage-lights'],
  },
  {
    name: 'Tara Mistry',
    category: 'Hollywood',
    location: 'Mumbai, Maharashtra',
    followers: '6.7M',
    rating: 4.5,
    specialties: ['Comedy Series', 'Talk Show Appearances', 'Women-in-Film Panels'],
    achievements: [
      'Ensemble award for a hit American sitcom',
      'Named among ten breakout screen talents by an international trade magazine',
      'Producer of a short film screened at several festivals',
    ],
    description:
      'Tara Mistry found fame as the scene-stealing lead of an American sitcom and has since moved into producing. Witty and insightful on stage, she is ideal for panels, award evenings and premium brand experiences that need international sparkle.',
    socialProfile: '@taramistry',
    price: 1_900_000,
    hair: 'long',
    gallery: ['red-carpet', 'studio', 'awards-night'],
  },
  {
    name: 'Meera Kulkarni',
    category: 'Bollywood',
    location: 'Pune, Maharashtra',
    followers: '7.3M',
    rating: 4.6,
    specialties: ['Independent Cinema', 'Web Series', 'Panel Discussions'],
    achievements: [
      'Best Actress (Critics), Western India Film Critics Circle 2024',
      'Two films selected for international festivals',
      'Ambassador for a girls\u2019 education foundation',
    ],
    description:
      'Meera Kulkarni is known for layered performances in acclaimed independent films and popular web series. Thoughtful and articulate, she is a sought-after speaker for leadership forums, literature festivals and purpose-driven brand campaigns.',
    socialProfile: '@meerakulkarni',
    price: 1_100_000,
    hair: 'long',
    gallery: ['studio', 'red-carpet', 'awards-night'],
  },
  {
    name: 'Advait Iyer',
    category: 'Musicians',
    location: 'Chennai, Tamil Nadu',
    followers: '1.8M',
    rating: 4.8,
    specialties: ['Carnatic Fusion', 'Film Scores', 'Corporate Concerts', 'Music Workshops'],
    achievements: [
      'Composed the score of a national-award-winning feature',
      'Performed at a world music festival in Europe',
      'Youngest composer to lead a symphony collaboration in Chennai',
    ],
    description:
      'Advait Iyer is a composer and violinist whose fusion ensemble pairs Carnatic music with jazz and orchestral sound. His concerts bring elegance to corporate evenings and wedding receptions, and his workshops inspire music students across the country.',
    socialProfile: '@advaitiyer',
    price: null,
    hair: 'short',
    gallery: ['concert-crowd', 'studio', 'stage-lights', 'awards-night'],
  },
  {
    name: 'Devika Menon',
    category: 'Sports',
    location: 'Thiruvananthapuram, Kerala',
    followers: '980K',
    rating: 4.2,
    specialties: ['Athletics', 'Marathon Events', 'Wellness Talks'],
    achievements: ['National record in the women\u2019s 400 metres', 'Silver medal, Asian Athletics Championship'],
    description:
      'Devika Menon is a record-breaking sprinter from Kerala whose story of training on a village track inspires audiences everywhere. She flags off city marathons, speaks at wellness programmes and supports brands that encourage active living.',
    socialProfile: '@devikamenon',
    price: 300_000,
    hair: 'long',
    gallery: ['sports-arena', 'studio'],
  },
  {
    name: 'Omkar Patil',
    category: 'Influencers',
    location: 'Pune, Maharashtra',
    followers: '2.4M',
    rating: 3.9,
    specialties: ['Fitness', 'Tech Reviews', 'Gaming Streams', 'Workshops'],
    achievements: [
      'Fastest-growing fitness channel of 2023',
      'Partner creator for three smartphone launches',
      'Hosted a 24-hour charity stream',
    ],
    description:
      'Omkar Patil combines fitness coaching with honest gadget reviews and lively gaming streams. Tech and sports brands rely on him for launch content, and his interactive workshops go down well with college and corporate audiences.',
    socialProfile: '@omkarpatil',
    price: 150_000,
    hair: 'short',
    gallery: ['studio', 'concert-crowd', 'sports-arena'],
  },
  {
    name: 'Harshita Goyal',
    category: 'TV Artists',
    location: 'New Delhi, Delhi',
    followers: '1.4M',
    rating: 3.8,
    specialties: ['Comedy Shows', 'Game Show Hosting', 'Corporate Emceeing'],
    achievements: ['Best Comic Performance, Small Screen Awards 2020', 'Hosted over 300 live corporate events'],
    description:
      'Harshita Goyal brings quick wit and infectious energy to everything she does, from sitcom roles to prime-time game shows. Event planners book her to keep audiences laughing and programmes running smoothly from the first welcome to the final vote of thanks.',
    socialProfile: '@harshitagoyal',
    price: 180_000,
    hair: 'long',
    gallery: ['stage-lights', 'studio'],
  },
  {
    name: 'Kabir Sethna',
    category: 'Hollywood',
    location: 'Bengaluru, Karnataka',
    followers: '11.3M',
    rating: 4.9,
    specialties: ['Blockbuster Films', 'Global Brand Campaigns', 'Philanthropy Galas', 'Fan Conventions'],
    achievements: [
      'Lead of a science-fiction blockbuster grossing over 500 million dollars',
      'Best Supporting Actor at an international screen awards night',
      'Founder of a scholarship for young Indian filmmakers',
      'Cover star of a leading global men\u2019s magazine',
    ],
    description:
      'Kabir Sethna is one of the best-known Indian faces in Hollywood, with leading roles in blockbuster science fiction and prestige drama. His appearances are rare and high-impact, which makes him the centrepiece of exclusive galas and global brand moments.',
    socialProfile: '@kabirsethna',
    price: 5_000_000,
    hair: 'short',
    gallery: ['red-carpet', 'awards-night', 'stage-lights'],
  },
];

export interface DemoInquiry {
  name: string;
  email: string;
  phoneNumber: string;
  /** Position in DEMO_CELEBRITIES. */
  celebrity: number;
  eventType: EventType;
  /** Days from today to the event. */
  eventInDays: number;
  eventLocation: string;
  additionalDetails: string;
  status: InquiryStatus;
  /** Days since the inquiry arrived. */
  receivedDaysAgo: number;
}

export const DEMO_INQUIRIES: DemoInquiry[] = [
  {
    name: 'Rahul Khanna',
    email: 'rahul.khanna@example.com',
    phoneNumber: '+91 98765 43210',
    celebrity: 0,
    eventType: 'Wedding',
    eventInDays: 45,
    eventLocation: 'Lakeview Palace Grounds, Udaipur',
    additionalDetails: 'Looking for a 20-minute appearance at the sangeet night, around 400 guests.',
    status: 'pending',
    receivedDaysAgo: 1,
  },
  {
    name: 'Sneha Iyer',
    email: 'sneha.iyer@example.com',
    phoneNumber: '+91 98201 55678',
    celebrity: 1,
    eventType: 'Corporate Event',
    eventInDays: 30,
    eventLocation: 'Bandra Kurla Complex, Mumbai',
    additionalDetails: 'Annual day for 1,200 employees; a one-hour live set after the awards.',
    status: 'contacted',
    receivedDaysAgo: 3,
  },
  {
    name: 'Amit Banerjee',
    email: 'amit.banerjee@example.com',
    phoneNumber: '+91 99030 21456',
    celebrity: 2,
    eventType: 'Brand Event',
    eventInDays: 21,
    eventLocation: 'Salt Lake Stadium Complex, Kolkata',
    additionalDetails: 'Launch of a new sports drink; photo session and a short talk with young players.',
    status: 'confirmed',
    receivedDaysAgo: 6,
  },
  {
    name: 'Neha Gupta',
    email: 'neha.gupta@example.com',
    phoneNumber: '+91 98111 90876',
    celebrity: 3,
    eventType: 'Birthday Party',
    eventInDays: 12,
    eventLocation: 'Juhu, Mumbai',
    additionalDetails: 'Surprise appearance for my sister\u2019s 21st birthday.',
    status: 'rejected',
    receivedDaysAgo: 8,
  },
  {
    name: 'Vikram Reddy',
    email: 'vikram.reddy@example.com',
    phoneNumber: '+91 90000 12345',
    celebrity: 8,
    eventType: 'Corporate Event',
    eventInDays: 60,
    eventLocation: 'HITEC City Convention Hall, Hyderabad',
    additionalDetails: 'Keynote on resilience for our leadership summit, followed by a Q&A.',
    status: 'pending',
    receivedDaysAgo: 10,
  },
  {
    name: 'Priyanka Nair',
    email: 'priyanka.nair@example.com',
    phoneNumber: '+91 94470 33221',
    celebrity: 13,
    eventType: 'Wedding',
    eventInDays: 90,
    eventLocation: 'Backwater Resort, Kumarakom',
    additionalDetails: 'Two-hour performance with band at the reception. Please share the rider.',
    status: 'confirmed',
    receivedDaysAgo: 14,
  },
  {
    name: 'Arjun Malhotra',
    email: 'arjun.malhotra@example.com',
    phoneNumber: '+91 98990 77889',
    celebrity: 7,
    eventType: 'Concert/Show',
    eventInDays: 35,
    eventLocation: 'Open-air Amphitheatre, Bengaluru',
    additionalDetails: 'Closing act for our college fest; expected audience 5,000.',
    status: 'contacted',
    receivedDaysAgo: 17,
  },
  {
    name: 'Kritika Saini',
    email: 'kritika.saini@example.com',
    phoneNumber: '+91 97170 44556',
    celebrity: 9,
    eventType: 'Other',
    eventInDays: 25,
    eventLocation: 'Online livestream',
    additionalDetails: 'A sponsored charity livestream for a children\u2019s hospital.',
    status: 'pending',
    receivedDaysAgo: 20,
  },
  {
    name: 'Manish Tiwari',
    email: 'manish.tiwari@example.com',
    phoneNumber: '+91 98390 66778',
    celebrity: 12,
    eventType: 'Other',
    eventInDays: 120,
    eventLocation: 'Heritage Kothi, Lucknow',
    additionalDetails: 'Guest of honour and a short poetry recital at our literature festival.',
    status: 'contacted',
    receivedDaysAgo: 24,
  },
  {
    name: 'Farah Qureshi',
    email: 'farah.qureshi@example.com',
    phoneNumber: '+91 99300 88990',
    celebrity: 5,
    eventType: 'Brand Event',
    eventInDays: 75,
    eventLocation: 'Lower Parel, Mumbai',
    additionalDetails: 'Flagship store opening for a luxury jewellery brand.',
    status: 'rejected',
    receivedDaysAgo: 28,
  },
  {
    name: 'Deepak Chaudhary',
    email: 'deepak.chaudhary@example.com',
    phoneNumber: '+91 94140 22334',
    celebrity: 6,
    eventType: 'Wedding',
    eventInDays: 150,
    eventLocation: 'Fort Hotel, Jaipur',
    additionalDetails: 'Dance performance at the sangeet; the family would love a Kathak piece.',
    status: 'confirmed',
    receivedDaysAgo: 33,
  },
  {
    name: 'Lakshmi Subramanian',
    email: 'lakshmi.s@example.com',
    phoneNumber: '+91 98400 11223',
    celebrity: 19,
    eventType: 'Concert/Show',
    eventInDays: 80,
    eventLocation: 'Music Academy Hall, Chennai',
    additionalDetails: 'Fusion concert for our company\u2019s 25th anniversary evening.',
    status: 'pending',
    receivedDaysAgo: 38,
  },
  {
    name: 'Rohit Bhasin',
    email: 'rohit.bhasin@example.com',
    phoneNumber: '+91 98100 55667',
    celebrity: 23,
    eventType: 'Corporate Event',
    eventInDays: 100,
    eventLocation: 'Aerocity, New Delhi',
    additionalDetails: 'Fireside chat at our global partner conference.',
    status: 'contacted',
    receivedDaysAgo: 43,
  },
  {
    name: 'Simran Kaur',
    email: 'simran.kaur@example.com',
    phoneNumber: '+91 98720 99881',
    celebrity: 13,
    eventType: 'Birthday Party',
    eventInDays: 40,
    eventLocation: 'Sector 17, Chandigarh',
    additionalDetails: 'A 45-minute set for my father\u2019s 60th birthday.',
    status: 'rejected',
    receivedDaysAgo: 47,
  },
  {
    name: 'Aditya Joshi',
    email: 'aditya.joshi@example.com',
    phoneNumber: '+91 98220 33445',
    celebrity: 15,
    eventType: 'Brand Event',
    eventInDays: 55,
    eventLocation: 'Fatorda, Margao',
    additionalDetails: 'Football boot launch with a kids\u2019 skills session.',
    status: 'confirmed',
    receivedDaysAgo: 52,
  },
  {
    name: 'Shreya Kapadia',
    email: 'shreya.kapadia@example.com',
    phoneNumber: '+91 99250 66770',
    celebrity: 20,
    eventType: 'Other',
    eventInDays: 70,
    eventLocation: 'Riverfront, Ahmedabad',
    additionalDetails: 'Flag-off for a city half marathon at 6 am.',
    status: 'pending',
    receivedDaysAgo: 58,
  },
];

/** Payee details of a demo celebrity (issue 39): who the agency pays for them, and how. */
export interface DemoPayee {
  /** Position in DEMO_CELEBRITIES. */
  celebrity: number;
  legalName: string;
  pan: string;
  payeeKind: 'individual_or_huf' | 'other';
  commissionBasisPoints: number;
  tdsSection: '194J' | '194C';
  bankAccountNumber: string;
  ifsc: string;
  bankName: string;
  upiId: string;
  contactEmail: string;
}

/**
 * Three celebrities with payee details, so the demo's settlements and payouts can be tried: an
 * individual under 194J, one paid through their company under 194C, one by UPI. The PANs are of
 * the right shape, made up; the addresses are example.com's.
 */
export const DEMO_PAYEES: DemoPayee[] = [
  {
    celebrity: 0,
    legalName: 'Aarav Mehta',
    pan: 'AMZPM4821K',
    payeeKind: 'individual_or_huf',
    commissionBasisPoints: 1500,
    tdsSection: '194J',
    bankAccountNumber: '50100234567890',
    ifsc: 'HDFC0000240',
    bankName: 'HDFC Bank, Bandra West',
    upiId: '',
    contactEmail: 'accounts@aaravmehta.example.com',
  },
  {
    celebrity: 1,
    legalName: 'Skyline Talent Private Limited',
    pan: 'AAKCS7310Q',
    payeeKind: 'other',
    commissionBasisPoints: 1200,
    tdsSection: '194C',
    bankAccountNumber: '918020045612378',
    ifsc: 'UTIB0000113',
    bankName: 'Axis Bank, Andheri East',
    upiId: '',
    contactEmail: 'finance@skylinetalent.example.com',
  },
  {
    celebrity: 2,
    legalName: 'Kunal Rawat',
    pan: 'BQNPR2259D',
    payeeKind: 'individual_or_huf',
    commissionBasisPoints: 2000,
    tdsSection: '194J',
    bankAccountNumber: '',
    ifsc: '',
    bankName: '',
    upiId: 'kunal.rawat@okicici',
    contactEmail: 'kunal.manager@example.com',
  },
];
