import { Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { qrPathOf, upiQrMatrix } from '#server/lib/upi-qr';
import { pdfStyles as styles } from './pdf-styles.js';

/** The QR's side on paper, in points: about 4 cm, read by a phone at arm's length. */
const QR_POINTS = 120;
/** UPI apps' quiet zone around the modules, in modules. */
const QUIET = 4;

/**
 * "Pay by UPI" on a quote or an invoice (issue 38): the UPI QR for the amount due when the
 * document was made, drawn as vectors from `qrcode`'s modules, and a line saying what it pays.
 */
export function UpiQrBlock({ uri, caption }: { uri: string; caption: string }) {
  const matrix = upiQrMatrix(uri);
  const side = matrix.size + 2 * QUIET;
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>Pay by UPI</Text>
      <View style={{ flexDirection: 'row', alignItems: 'center', gap: 12 }}>
        <Svg width={QR_POINTS} height={QR_POINTS} viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}>
          <Rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#ffffff" />
          <Path d={qrPathOf(matrix)} fill="#000000" />
        </Svg>
        <Text style={{ flex: 1 }}>{caption}</Text>
      </View>
    </View>
  );
}
