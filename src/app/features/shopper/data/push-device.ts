/** The account's "Notificações neste aparelho" switch (issue #42); the push modules load on first use. */
import { useOnlineRead } from '../../../reads/online-read';

const deviceModule = () => import('../../../../data/push-device');

/** The switch's state: the browser's and the server's view of this device, read again on each reconnect. */
export function usePushDevice() {
  return useOnlineRead('push-device', () => deviceModule().then((m) => m.readPushDevice()), {
    rereadOnReconnect: true,
  });
}

export const turnPushOn = () => deviceModule().then((m) => m.turnPushOn());
export const turnPushOff = () => deviceModule().then((m) => m.turnPushOff());
