import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatcher } from './dispatcher';
import { MalformedPayload, route, type RoutingOptions } from './routing';

export const EVENT_HEADER = 'x-event-name';
export const DELIVERY_HEADER = 'x-delivery-id';
export const SIGNATURE_HEADER = 'x-signature-256';
const MAX_BODY_BYTES = 1 << 20;

export interface WebhookOptions extends Partial<RoutingOptions> {
  dispatcher: Dispatcher;
  /** When set, every request must carry `x-signature-256: sha256=<hex HMAC of the body>`. */
  secret?: string;
  port?: number;
}

export interface WebhookServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** `sha256=<hex>` for `body`, the value a sender puts in `x-signature-256`. */
export function sign(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The webhook endpoint: `POST /webhook` with an event name and a delivery id in the headers and a JSON body.
 * Answers 202 once the event is verified (queued, a duplicate of a held delivery id, or nothing to do), 400 on
 * malformed input, 401 on a bad signature. The dispatch itself happens later, on the dispatcher's worker.
 */
export async function startWebhookServer(options: WebhookOptions): Promise<WebhookServer> {
  const routing: RoutingOptions = { triggerLabel: options.triggerLabel ?? 'agent', botName: options.botName ?? 'dispatch-bot' };
  const server = createServer((request, response) => {
    handle(request, response, options, routing).catch((error: Error) => reply(response, 500, { error: error.message }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function handle(request: IncomingMessage, response: ServerResponse, options: WebhookOptions, routing: RoutingOptions): Promise<void> {
  if (request.url !== '/webhook') return reply(response, 404, { error: 'not found' });
  if (request.method !== 'POST') return reply(response, 405, { error: 'POST only' }, { allow: 'POST' });

  let raw: Buffer;
  try {
    raw = await readBody(request);
  } catch (error) {
    return reply(response, 413, { error: (error as Error).message });
  }

  if (options.secret !== undefined) {
    const given = Buffer.from(header(request, SIGNATURE_HEADER) ?? '');
    const expected = Buffer.from(sign(options.secret, raw));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply(response, 401, { error: 'bad signature' });
  }

  const eventName = header(request, EVENT_HEADER);
  const deliveryId = header(request, DELIVERY_HEADER);
  if (!eventName) return reply(response, 400, { error: `missing ${EVENT_HEADER}` });
  if (!deliveryId || !/^[\w.:-]{1,100}$/.test(deliveryId)) return reply(response, 400, { error: `missing or malformed ${DELIVERY_HEADER}` });

  let payload: unknown;
  try {
    payload = JSON.parse(raw.toString('utf8'));
  } catch {
    return reply(response, 400, { error: 'body is not JSON' });
  }

  let job;
  try {
    job = route(eventName, deliveryId, payload, routing);
  } catch (error) {
    if (error instanceof MalformedPayload) return reply(response, 400, { error: error.message });
    throw error;
  }
  if (!job) return reply(response, 202, { status: 'ignored' });
  return reply(response, 202, { status: options.dispatcher.submit(job) });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error(`body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function reply(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
