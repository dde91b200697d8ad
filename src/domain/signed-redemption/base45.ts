/**
 * Base45 (RFC 9285): bytes as text made only of the 45 characters of a QR code's alphanumeric mode, so the
 * symbol stays as small as binary mode while every reader hands the text back unchanged (BarcodeDetector
 * returns text, never bytes). Two bytes become three characters, a last single byte two.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const charOf = (value: number): string => ALPHABET.charAt(value);
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]));

export function encodeBase45(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 2) {
    const first = bytes[i] ?? 0;
    if (i + 1 === bytes.length) {
      text += charOf(first % 45) + charOf(Math.floor(first / 45));
      break;
    }
    let n = first * 256 + (bytes[i + 1] ?? 0);
    for (let k = 0; k < 3; k++) {
      text += charOf(n % 45);
      n = Math.floor(n / 45);
    }
  }
  return text;
}

/** null when the text holds a character outside the alphabet, a dangling character or a group too large. */
export function decodeBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const digits = [...text.slice(i, i + 3)].map((char) => VALUE.get(char));
    if (digits.some((d) => d === undefined)) return null;
    const [c = 0, d = 0, e] = digits as number[];
    const n = c + d * 45 + (e ?? 0) * 2025;
    if (e === undefined) {
      if (n > 0xff) return null;
      out[o++] = n;
    } else {
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    }
  }
  return out;
}
