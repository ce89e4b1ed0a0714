import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Announcer } from '../../src/announcer';
import { Deduper } from '../../src/deduper';
import { Dispatcher } from '../../src/dispatcher';
import { EventLog } from '../../src/eventlog';
import { SessionRegistry } from '../../src/registry';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, sign, startWebhookServer, type WebhookServer } from '../../src/webhook';
import { FakeTmux } from './fake-tmux';
import { InMemoryTracker } from './memory-tracker';

export const REF = 'acme/api#42';

/** Generous: under DISPATCH_LAG every write on the way to the awaited state is delayed. */
export const WAIT = { timeout: 10_000, interval: 10 };

export interface Harness {
  dir: string;
  tmux: FakeTmux;
  registry: SessionRegistry;
  deduper: Deduper;
  eventLog: EventLog;
  announcer: Announcer;
  dispatcher: Dispatcher;
  tracker: InMemoryTracker;
  webhook?: WebhookServer;
  port: number;
  close(): Promise<void>;
}

/** A dispatcher wired to real files in a fresh temporary directory, a FakeTmux and an in-memory tracker. */
export async function startHarness(options: { webhook?: boolean; secret?: string } = {}): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'dispatcher-example-'));
  const tmux = new FakeTmux();
  const registry = await SessionRegistry.open(join(dir, 'sessions.json'));
  const deduper = new Deduper();
  const eventLog = new EventLog(join(dir, 'events.jsonl'));
  const announcer = new Announcer();
  const dispatcher = new Dispatcher({ tmux, registry, deduper, eventLog, announcer }).start();
  const webhook = options.webhook ? await startWebhookServer({ dispatcher, secret: options.secret }) : undefined;
  return {
    dir,
    tmux,
    registry,
    deduper,
    eventLog,
    announcer,
    dispatcher,
    tracker: new InMemoryTracker(),
    webhook,
    port: webhook?.port ?? 0,
    async close() {
      await webhook?.close();
      await dispatcher.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface PostOptions {
  secret?: string;
  /** Raw body instead of JSON.stringify(payload). */
  raw?: string;
  headers?: Record<string, string>;
  method?: string;
  path?: string;
}

/** POSTs a webhook and resolves with the status code. */
export async function postWebhook(port: number, eventName: string | undefined, payload: unknown, deliveryId: string | undefined, options: PostOptions = {}): Promise<number> {
  return (await sendWebhook(port, eventName, payload, deliveryId, options)).status;
}

export function sendWebhook(port: number, eventName: string | undefined, payload: unknown, deliveryId: string | undefined, options: PostOptions = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = options.raw ?? JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (eventName !== undefined) headers[EVENT_HEADER] = eventName;
  if (deliveryId !== undefined) headers[DELIVERY_HEADER] = deliveryId;
  if (options.secret !== undefined) headers[SIGNATURE_HEADER] = sign(options.secret, body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: options.path ?? '/webhook', method: options.method ?? 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function issueLabeled(ref: string, title = 'Fix the flaky test', label = 'agent') {
  return { action: 'labeled', issue: { ref, title }, label: { name: label } };
}

export function issueClosed(ref: string, title = 'Fix the flaky test') {
  return { action: 'closed', issue: { ref, title } };
}

export function issueComment(ref: string, body: string, options: { id?: number; author?: string } = {}) {
  return { action: 'created', issue: { ref, title: 'Fix the flaky test' }, comment: { id: options.id ?? 1, author: options.author ?? 'alice', body } };
}
