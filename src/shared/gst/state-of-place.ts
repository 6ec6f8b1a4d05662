import { GST_STATES, type GstStateCode } from './states.js';

/**
 * Other names of states and union territories, and the cities an event is most often named by,
 * with their GST state codes. Only names that point at one state: a place named in two states
 * (Aurangabad, Hamirpur) is left out, and the venue's state stays for staff to choose.
 */
const OTHER_NAMES: Readonly<Record<string, GstStateCode>> = {
  // Former and short names of states.
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  tamilnadu: '33',
  'j and k': '01',
  'new delhi': '07',
  ncr: '07',
  andaman: '35',
  'port blair': '35',
  daman: '26',
  diu: '26',
  silvassa: '26',
  // Cities.
  mumbai: '27',
  bombay: '27',
  'navi mumbai': '27',
  thane: '27',
  pune: '27',
  nagpur: '27',
  nashik: '27',
  lonavala: '27',
  bengaluru: '29',
  bangalore: '29',
  mysuru: '29',
  mysore: '29',
  mangaluru: '29',
  mangalore: '29',
  chennai: '33',
  madras: '33',
  coimbatore: '33',
  madurai: '33',
  hyderabad: '36',
  secunderabad: '36',
  kolkata: '19',
  calcutta: '19',
  darjeeling: '19',
  ahmedabad: '24',
  surat: '24',
  vadodara: '24',
  baroda: '24',
  rajkot: '24',
  gandhinagar: '24',
  jaipur: '08',
  udaipur: '08',
  jodhpur: '08',
  jaisalmer: '08',
  lucknow: '09',
  noida: '09',
  'greater noida': '09',
  ghaziabad: '09',
  agra: '09',
  varanasi: '09',
  kanpur: '09',
  gurugram: '06',
  gurgaon: '06',
  faridabad: '06',
  kochi: '32',
  cochin: '32',
  thiruvananthapuram: '32',
  trivandrum: '32',
  kozhikode: '32',
  bhopal: '23',
  indore: '23',
  patna: '10',
  bhubaneswar: '21',
  panaji: '30',
  panjim: '30',
  amritsar: '03',
  ludhiana: '03',
  jalandhar: '03',
  dehradun: '05',
  rishikesh: '05',
  shimla: '02',
  manali: '02',
  srinagar: '01',
  guwahati: '18',
  raipur: '22',
  ranchi: '20',
  jamshedpur: '20',
  visakhapatnam: '37',
  vizag: '37',
  vijayawada: '37',
  tirupati: '37',
  leh: '38',
  gangtok: '11',
  shillong: '17',
  imphal: '14',
  agartala: '16',
  aizawl: '15',
  kohima: '13',
  itanagar: '12',
};

/** Small letters and single spaces between words, "&" read as "and", with a space at each end. */
function words(text: string): string {
  const plain = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

/** The codes of every state whose name, or one of whose `names`, the place's words contain. */
function codesNamed(place: string, names: readonly (readonly [string, GstStateCode])[]): Set<GstStateCode> {
  const found = new Set<GstStateCode>();
  for (const [name, code] of names) if (place.includes(words(name))) found.add(code);
  return found;
}

const STATE_NAMES = GST_STATES.filter((state) => state.code !== '97').map((state) => [state.name, state.code] as const);
const PLACE_NAMES = Object.entries(OTHER_NAMES);

/**
 * The GST state an event's location names ("Taj Lands End, Mumbai" -> '27', "Jaipur, Rajasthan"
 * -> '08'), to start a quote's venue state from; undefined when it names none, or names two
 * states (staff choose). A state's own name wins over a city's: "Pune, Maharashtra" is read by
 * "Maharashtra".
 */
export function gstStateOfPlace(location: string): GstStateCode | undefined {
  const place = words(location);
  for (const names of [STATE_NAMES, PLACE_NAMES]) {
    const codes = codesNamed(place, names);
    if (codes.size === 1) return [...codes][0];
    if (codes.size > 1) return undefined;
  }
  return undefined;
}
