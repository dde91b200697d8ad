/**
 * The hand-packed fields of a signed redemption: unsigned LEB128 integers, length-prefixed UTF-8 text and
 * fixed-width big-endian numbers. Readers never throw: running past the end makes the whole read fail.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The largest integer a field may carry (ids, key ids, cents): 2^31 − 1, like the database's integers. */
export const MAX_FIELD_INTEGER = 2 ** 31 - 1;

export class ByteWriter {
  private readonly bytes: number[] = [];

  varint(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > MAX_FIELD_INTEGER) {
      throw new RangeError(`inteiro fora do intervalo: ${value}`);
    }
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
    return this;
  }

  /** `width` bytes, most significant first (a Number is exact up to 2^53, so width ≤ 6 is exact). */
  fixed(value: number, width: number): this {
    for (let i = width - 1; i >= 0; i--) this.bytes.push(Math.floor(value / 256 ** i) % 256);
    return this;
  }

  text(value: string): this {
    const utf8 = encoder.encode(value);
    this.varint(utf8.length);
    for (const byte of utf8) this.bytes.push(byte);
    return this;
  }

  raw(value: Uint8Array): this {
    for (const byte of value) this.bytes.push(byte);
    return this;
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class ByteReader {
  private offset = 0;
  /** Set by any read past the end or of malformed content; every later read returns a neutral value. */
  failed = false;

  constructor(private readonly bytes: Uint8Array) {}

  get position(): number {
    return this.offset;
  }

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  private byte(): number {
    if (this.offset >= this.bytes.length) {
      this.failed = true;
      return 0;
    }
    return this.bytes[this.offset++] ?? 0;
  }

  varint(): number {
    let value = 0;
    for (let shift = 0; shift < 5; shift++) {
      const byte = this.byte();
      value += (byte & 0x7f) * 2 ** (7 * shift);
      if ((byte & 0x80) === 0) {
        if (value > MAX_FIELD_INTEGER) this.failed = true;
        return value;
      }
    }
    this.failed = true;
    return 0;
  }

  fixed(width: number): number {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + this.byte();
    return value;
  }

  text(maxBytes: number): string {
    const length = this.varint();
    if (length > maxBytes || length > this.remaining) {
      this.failed = true;
      return '';
    }
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    try {
      return decoder.decode(slice);
    } catch {
      this.failed = true;
      return '';
    }
  }

  raw(length: number): Uint8Array {
    if (length > this.remaining) {
      this.failed = true;
      return new Uint8Array(0);
    }
    const slice = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}
