import net from 'node:net';

/** Node answers this as it hands a request that asked `Expect: 100-continue` to the app. */
const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

/**
 * An HTTP/1.1 request written by hand, so a test can hold its body back while the server shuts down. The head
 * asks `Expect: 100-continue`: Node's server sends the interim 100 in the same step as it hands the request to
 * Fastify, so once it arrives the server has the request (routing started). `started` resolves then, with
 * half the body sent; `finish` sends the rest; `ended` is what came back after the 100 when the socket closed.
 */
export function partialRequest(port: number, path: string, headers: Record<string, string>, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  let continued: () => void = () => undefined;
  const interim = new Promise<void>((resolve) => {
    continued = resolve;
  });
  socket.on('data', (chunk) => {
    response += String(chunk);
    if (response.startsWith(CONTINUE)) continued();
  });
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () =>
      resolve(response.startsWith(CONTINUE) ? response.slice(CONTINUE.length) : response),
    );
    socket.on('error', () => undefined);
  });
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    'Expect: 100-continue',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\r\n');
  socket.once('connect', () => socket.write(`${head}\r\n\r\n`));
  const half = Math.floor(body.length / 2);
  const started = interim.then(() => {
    socket.write(body.slice(0, half));
  });
  return { started, finish: () => socket.write(body.slice(half)), ended };
}
