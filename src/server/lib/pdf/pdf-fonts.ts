import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/** The PDF's font: Noto Sans, which has the rupee sign (U+20B9), embedded from its npm package. */
export const PDF_FONT = 'Noto Sans';

let registered = false;

/** Registers the font once per process (react-pdf keeps it, and embeds the glyphs a PDF uses). */
export function registerPdfFonts(): void {
  if (registered) return;
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'), fontWeight: 400 },
      { src: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Words are never broken with hyphens: a GSTIN or an amount must print whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
