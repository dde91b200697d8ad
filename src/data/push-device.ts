/**
 * Push on this device as the account's switch shows it (issue #42): the browser's permission and subscription,
 * and the server's record of this device (`GET /api/push-notifications/device`, the calling session's
 * subscription). Turning it off removes this device only: the browser's subscription (with a timeout) and
 * the server's copy named by its token; the user's other devices keep theirs.
 */
import { pushDeviceResultSchema } from '../domain/api/push';
import { type PushSwitchState, pushSwitchState } from '../domain/push-switch';
import { ApiError } from './http';
import { disablePush, enablePush, getPushState } from './push';
import { recordPushDeclined } from './push-offer';
import { requestParsed } from './typed-request';

/** The server's record of this device; null when it cannot be asked now (offline, server out of reach). */
async function serverRecord(): Promise<boolean | null> {
  try {
    return (await requestParsed(pushDeviceResultSchema, '/api/push-notifications/device', { retries: 0 }))
      .registered;
  } catch (error) {
    if (error instanceof ApiError && error.isUnreachable) return null;
    throw error;
  }
}

export async function readPushDevice(): Promise<PushSwitchState> {
  const state = await getPushState();
  if (!state.supported || state.permission === 'denied') {
    return pushSwitchState({ ...state, registered: null });
  }
  return pushSwitchState({ ...state, registered: await serverRecord() });
}

export const turnPushOn = enablePush;

/** Off here, and no offer on this device for a while: switching off is an answer too. */
export async function turnPushOff(): Promise<void> {
  recordPushDeclined();
  await disablePush();
}
