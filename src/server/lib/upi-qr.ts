import QRCode from 'qrcode';

/*
 * The UPI QR (issue 38, decision 0033), made by `qrcode` from the link upiPayUri builds: an SVG
 * for the status page, the dark modules for the PDFs to draw. Medium error correction and UPI
 * apps' quiet zone of four modules, so a phone reads it from a screen or from paper.
 */

const OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 4 };

/** The QR of `uri` as an SVG image (black on white, crisp edges). */
export function upiQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { ...OPTIONS, type: 'svg' });
}

/** The QR's modules: `size` by `size`, dark where `dark(row, column)`; the quiet zone is the drawer's. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

export function upiQrMatrix(uri: string): QrMatrix {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** The QR's dark modules as one SVG path (`M x y h1 v1 h-1 z` per module), for a PDF's vector drawing. */
export function qrPathOf(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.dark(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return parts.join('');
}
