/**
 * Test helper (imported by the adapters' *.test.ts only): a local `node:http` server standing in
 * for a provider's API, recording every request it receives.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LocalServer {
  base: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(payload));
}

export async function startLocalServer(
  handle: (request: ReceivedRequest, res: ServerResponse) => void | Promise<void>,
): Promise<LocalServer> {
  const requests: ReceivedRequest[] = [];
  let base = '';
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        url,
        headers: req.headers,
        body,
      };
      requests.push(request);
      Promise.resolve(handle(request, res)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
