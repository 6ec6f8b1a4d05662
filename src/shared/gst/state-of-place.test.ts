import { describe, expect, it } from 'vitest';
import { gstStateOfPlace } from './state-of-place';

describe('gstStateOfPlace', () => {
  it.each([
    ['Jaipur, Rajasthan', '08'],
    ['Grand Hyatt, Goa', '30'],
    ['Some farmhouse, TAMIL NADU', '33'],
    ['Kolkata, West Bengal', '19'],
    ['Srinagar, Jammu & Kashmir', '01'],
    ['Leh, Ladakh', '38'],
    ['Daman, Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Visakhapatnam, Andhra Pradesh', '37'],
    ['Bhubaneswar, Orissa', '21'],
    ['Port Blair, Andaman and Nicobar Islands', '35'],
  ])('reads a state named in %j', (location, code) => {
    expect(gstStateOfPlace(location)).toBe(code);
  });

  it.each([
    ['Taj Lands End, Mumbai', '27'],
    ['Navi Mumbai', '27'],
    ['Bengaluru', '29'],
    ['Bangalore Palace grounds', '29'],
    ['ITC Grand Chola, Chennai', '33'],
    ['HITEX, Hyderabad', '36'],
    ['Gurgaon', '06'],
    ['Aerocity, New Delhi', '07'],
    ['Kochi Marriott', '32'],
    ['pune', '27'],
  ])('reads the state of a city named in %j', (location, code) => {
    expect(gstStateOfPlace(location)).toBe(code);
  });

  it('lets a state named win over a city of another state', () => {
    // A city's name may be a venue's ("Hotel Mumbai House"): the state written out decides.
    expect(gstStateOfPlace('Hotel Mumbai House, Udaipur, Rajasthan')).toBe('08');
  });

  it.each([['Dubai'], [''], ['Our farmhouse'], ['Mumbai or Bengaluru'], ['Punjab and Haryana'], ['Andamanese']])(
    'names no single state in %j',
    (location) => {
      expect(gstStateOfPlace(location)).toBeUndefined();
    },
  );

  it('does not read a state inside another word', () => {
    expect(gstStateOfPlace('Goan beach shack')).toBeUndefined();
    expect(gstStateOfPlace('Pune, Maharashtra')).toBe('27');
  });
});
