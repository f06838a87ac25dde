import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './referral.module.css';

/**
 * A QR code drawn in the page as SVG (uqr encodes it in the browser: nothing is sent anywhere),
 * one path of unit squares, dark on light whatever the theme so every camera reads it.
 */
export const QrCode = ({ text, label }: { text: string; label: string }) => {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    const squares: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size: qr.size, path: squares.join('') };
  }, [text]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
