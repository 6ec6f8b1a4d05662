/*
 * The card's box, which the loading stand-in copies. On a phone, where cards are one column and
 * the whole screen wide, the portrait is 16:9 and the text tighter (the place and the followers
 * share a line when they fit), so a card stays within about 420 px even when its specialties take
 * two lines (issue 23); the crop aims at the picture's upper part, where the face is. From
 * 640 px, in columns, the 4:5 portrait and a line each.
 */
export const CARD_IMAGE_BOX = 'aspect-video sm:aspect-[4/5]';
/** The text under the portrait: its padding and the space between its lines. */
export const CARD_BODY = 'gap-2 p-4 sm:gap-3 sm:p-5';
/** The space between the lines under the name. */
export const CARD_GAP = 'gap-2 sm:gap-3';
/** The place and the followers: one line on a phone when both fit, a line each in columns. */
export const CARD_PLACE_LINE = 'flex flex-wrap gap-x-4 gap-y-2 sm:flex-col sm:gap-3';
