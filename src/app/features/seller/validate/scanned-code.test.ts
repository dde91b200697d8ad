import { describe, expect, it } from 'vitest';
import { scanTexts } from './scan-texts';
import { cameraErrorMessage, parseScannedCode } from './scanned-code';

describe('parseScannedCode', () => {
  it('takes the bare code the shopper shows, trimmed and in capitals', () => {
    expect(parseScannedCode('K7M3QX9PZA')).toEqual({ ok: true, code: 'K7M3QX9PZA' });
    expect(parseScannedCode('  k7m3qx9pza\n')).toEqual({ ok: true, code: 'K7M3QX9PZA' });
  });

  it('hands a signed redemption over whole, to be verified (its text is mixed case and spaces)', () => {
    const signed = 'FR1:3H0A6UF*M:+4*OQR37 PSH-07Y8.HA$96T71';
    expect(parseScannedCode(` ${signed}\n`)).toEqual({ ok: true, code: signed });
  });

  it('takes a link that carries the code', () => {
    expect(parseScannedCode('https://feira.example/seller/coupons/validate?code=k7m3qx9pza')).toEqual({
      ok: true,
      code: 'K7M3QX9PZA',
    });
    expect(parseScannedCode('http://localhost:3000/x?validationCode=ABC123')).toEqual({
      ok: true,
      code: 'ABC123',
    });
  });

  it('refuses anything else with a pt-BR message', () => {
    for (const raw of [
      '',
      '   ',
      'https://feira.example/stores/42',
      'https://feira.example/?code=',
      'https://feira.example/?code=não é código',
      '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-426655440000',
      'PAO FRANCES',
      'K7M3-QX9P',
      'javascript:alert(1)',
    ]) {
      expect(parseScannedCode(raw), raw).toEqual({ ok: false, message: scanTexts.notACode });
    }
    expect(scanTexts.notACode).toMatch(/não é um código de validação/);
  });
});

describe('cameraErrorMessage', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('tells a refused permission apart from a missing or busy camera', () => {
    expect(cameraErrorMessage(named('NotAllowedError'))).toBe(scanTexts.denied);
    expect(cameraErrorMessage(named('SecurityError'))).toBe(scanTexts.denied);
    expect(cameraErrorMessage(named('NotFoundError'))).toBe(scanTexts.noCamera);
    expect(cameraErrorMessage(named('OverconstrainedError'))).toBe(scanTexts.noCamera);
    expect(cameraErrorMessage(named('NotReadableError'))).toBe(scanTexts.busy);
    expect(cameraErrorMessage({ name: 'NotAllowedError' })).toBe(scanTexts.denied);
  });

  it('says the camera could not be opened for anything else, and always leaves typing open', () => {
    expect(cameraErrorMessage(new TypeError('x'))).toBe(scanTexts.failed);
    expect(cameraErrorMessage('boom')).toBe(scanTexts.failed);
    for (const message of [
      scanTexts.denied,
      scanTexts.noCamera,
      scanTexts.busy,
      scanTexts.insecure,
      scanTexts.failed,
    ]) {
      expect(message).toMatch(/digite o código/i);
    }
  });
});
