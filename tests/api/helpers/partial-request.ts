import net from 'node:net';

/** An HTTP/1.1 request written by hand, so a test can hold its body back while the server shuts down. */
export function partialRequest(port: number, path: string, headers: Record<string, string>, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => {
    response += String(chunk);
  });
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(response));
    socket.on('error', () => undefined);
  });
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\r\n');
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) => socket.once('connect', resolve)).then(async () => {
    socket.write(`${head}\r\n\r\n${body.slice(0, half)}`);
    // The server has the request (routing started) before the test goes on.
    await new Promise((r) => setTimeout(r, 100));
  });
  return { started, finish: () => socket.write(body.slice(half)), ended };
}
