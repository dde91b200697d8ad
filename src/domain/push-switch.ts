/**
 * What the account's "Notificações neste aparelho" switch shows (issue #42): on only when all three agree — the
 * browser allows notifications, this device holds a subscription, and the server still pushes to it. A
 * blocked permission is no switch at all (the screen explains how to unblock it), and without an answer from
 * the server the device's own state is shown, marked as unconfirmed.
 */
export interface PushDeviceFacts {
  supported: boolean;
  permission: 'default' | 'granted' | 'denied' | 'unsupported';
  /** This browser holds a push subscription. */
  subscribed: boolean;
  /** The server's record of this device (its session's subscription); null: the server could not be asked. */
  registered: boolean | null;
}

export type PushSwitchState =
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | {
      kind: 'switch';
      on: boolean;
      /** The server answered; false while offline (the device's own state is shown). */
      confirmed: boolean;
      /** The browser still holds a subscription the server dropped (a push service's 410, another sign-in). */
      serverForgot: boolean;
    };

export function pushSwitchState(facts: PushDeviceFacts): PushSwitchState {
  if (!facts.supported || facts.permission === 'unsupported') return { kind: 'unsupported' };
  if (facts.permission === 'denied') return { kind: 'blocked' };
  const local = facts.permission === 'granted' && facts.subscribed;
  if (facts.registered === null) return { kind: 'switch', on: local, confirmed: false, serverForgot: false };
  return {
    kind: 'switch',
    on: local && facts.registered,
    confirmed: true,
    serverForgot: local && !facts.registered,
  };
}
