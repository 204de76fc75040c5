import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port, for fakes of outside services. */
export async function startFakeServer(handler: http.RequestListener): Promise<FakeServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
