import { normalizeValidationCode } from '../../../../domain/coupon';
import { isSignedRedemptionText } from '../../../../domain/signed-redemption/codec';
import { scanTexts } from './scan-texts';

/** Validation codes are letters and digits only; anything else in a QR code is not one of ours. */
const CODE = /^[A-Z0-9]+$/;
/** Query parameters a link may carry the code in (a link to the validate screen, or a shared redemption link). */
const CODE_PARAMS = ['code', 'validationCode'];

export type ScannedCode = { ok: true; code: string } | { ok: false; message: string };

/**
 * What a QR code read at the stall holds: the shopper's signed redemption (`FR1:…`, what "Meus cupons" shows;
 * handed over whole, to be verified), a bare validation code (older screens), or an http(s) link carrying it
 * in `code` / `validationCode`. Anything else is refused with a pt-BR message, so a product label or a payment
 * QR held up by mistake is never sent as a code.
 */
export function parseScannedCode(raw: string): ScannedCode {
  const text = raw.trim();
  if (isSignedRedemptionText(text)) return { ok: true, code: text };
  const link = asLink(text);
  if (link) {
    for (const name of CODE_PARAMS) {
      const value = link.searchParams.get(name);
      if (value !== null) return bareCode(value);
    }
    return { ok: false, message: scanTexts.notACode };
  }
  return bareCode(text);
}

function bareCode(text: string): ScannedCode {
  const trimmed = text.trim();
  const normalized = normalizeValidationCode(trimmed);
  // normalizeValidationCode cuts at the input's maximum; a longer text is not a code that was cut short.
  if (!normalized.ok || normalized.code.length !== trimmed.length || !CODE.test(normalized.code)) {
    return { ok: false, message: scanTexts.notACode };
  }
  return normalized;
}

function asLink(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The pt-BR message for a camera that could not be opened (getUserMedia's DOMException names). */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || isNamed(error) ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return scanTexts.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return scanTexts.noCamera;
    case 'NotReadableError':
    case 'TrackStartError':
      return scanTexts.busy;
    default:
      return scanTexts.failed;
  }
}

function isNamed(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}
