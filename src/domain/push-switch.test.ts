import { describe, expect, it } from 'vitest';
import { type PushDeviceFacts, pushSwitchState } from './push-switch';

const on: PushDeviceFacts = { supported: true, permission: 'granted', subscribed: true, registered: true };
const state = (facts: Partial<PushDeviceFacts>) => pushSwitchState({ ...on, ...facts });

describe("the account's push switch", () => {
  it('is on only when the browser allows, the device is subscribed and the server still pushes to it', () => {
    expect(state({})).toEqual({ kind: 'switch', on: true, confirmed: true, serverForgot: false });
    expect(state({ subscribed: false })).toMatchObject({ on: false, serverForgot: false });
    expect(state({ permission: 'default', subscribed: false, registered: false })).toMatchObject({
      on: false,
    });
  });

  it('says when the server dropped a subscription the browser still holds', () => {
    expect(state({ registered: false })).toEqual({
      kind: 'switch',
      on: false,
      confirmed: true,
      serverForgot: true,
    });
  });

  it("shows the device's own state, unconfirmed, when the server cannot be asked", () => {
    expect(state({ registered: null })).toEqual({
      kind: 'switch',
      on: true,
      confirmed: false,
      serverForgot: false,
    });
    expect(state({ registered: null, subscribed: false })).toMatchObject({ on: false, confirmed: false });
  });

  it('is no switch where push cannot work: unsupported, or blocked (explained instead)', () => {
    expect(state({ supported: false, permission: 'unsupported' })).toEqual({ kind: 'unsupported' });
    expect(state({ permission: 'denied' })).toEqual({ kind: 'blocked' });
  });
});
