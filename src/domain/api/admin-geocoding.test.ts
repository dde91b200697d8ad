import { describe, expect, it } from 'vitest';
import { geocodingMessages, placeCorrectionFormSchema, placeCorrectionSchema } from './admin-geocoding';

describe('place correction', () => {
  it('reads typed coordinates with a decimal comma or point', () => {
    expect(placeCorrectionFormSchema.parse({ latitude: ' -23,55 ', longitude: '-46.63' })).toEqual({
      latitude: -23.55,
      longitude: -46.63,
    });
  });

  it("refuses empty, non-numeric and out-of-range values with the domain's messages", () => {
    const messagesOf = (input: unknown) =>
      placeCorrectionFormSchema
        .safeParse(input)
        .error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messagesOf({ latitude: '', longitude: 'abc' })).toEqual([
      `latitude: ${geocodingMessages.latitudeInvalid}`,
      `longitude: ${geocodingMessages.longitudeInvalid}`,
    ]);
    expect(messagesOf({ latitude: '90,5', longitude: '-180.01' })).toEqual([
      `latitude: ${geocodingMessages.latitudeInvalid}`,
      `longitude: ${geocodingMessages.longitudeInvalid}`,
    ]);
    expect(placeCorrectionSchema.safeParse({ latitude: 90, longitude: -180 }).success).toBe(true);
  });
});
