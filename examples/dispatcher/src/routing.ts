import type { DispatchJob } from './dispatcher';

/** The webhook payloads the service understands (a subset of what an issue tracker sends). */
export interface IssuePayload {
  action: string;
  issue: { ref: string; title: string };
  label?: { name: string };
}

export interface IssueCommentPayload {
  action: string;
  issue: { ref: string; title: string };
  comment: { id: number; author: string; body: string };
}

export interface RoutingOptions {
  /** The label that asks for a session. */
  triggerLabel: string;
  /** The service's own account: its comments are never forwarded back. */
  botName: string;
}

export class MalformedPayload extends Error {}

/**
 * Validates a payload for `eventName` and turns it into a dispatch job, or `undefined` when the event is valid but
 * asks for nothing. Throws `MalformedPayload` when the body is not what the event name promises.
 */
export function route(eventName: string, deliveryId: string, payload: unknown, options: RoutingOptions): DispatchJob | undefined {
  switch (eventName) {
    case 'issues': {
      const body = issuePayload(payload);
      if (body.action === 'labeled' && body.label?.name === options.triggerLabel) {
        return { kind: 'spawn', deliveryId, workItem: body.issue.ref, title: body.issue.title };
      }
      if (body.action === 'closed') return { kind: 'close', deliveryId, workItem: body.issue.ref };
      return undefined;
    }
    case 'issue_comment': {
      const body = issueCommentPayload(payload);
      if (body.action !== 'created' || body.comment.author === options.botName) return undefined;
      return { kind: 'deliver', deliveryId, workItem: body.issue.ref, text: commentText(body.issue.ref, body.comment) };
    }
    default:
      return undefined;
  }
}

/** How a comment is pasted into a session. The poller forwards comments in the same form. */
export function commentText(workItem: string, comment: { author: string; body: string }): string {
  return `@${comment.author} commented on ${workItem}:\n${comment.body}`;
}

function issuePayload(payload: unknown): IssuePayload {
  const body = object(payload, 'body');
  const issue = issueOf(body);
  const action = string(body.action, 'action');
  let label: IssuePayload['label'];
  if (body.label !== undefined) label = { name: string(object(body.label, 'label').name, 'label.name') };
  return { action, issue, label };
}

function issueCommentPayload(payload: unknown): IssueCommentPayload {
  const body = object(payload, 'body');
  const comment = object(body.comment, 'comment');
  if (typeof comment.id !== 'number' || !Number.isInteger(comment.id)) throw new MalformedPayload('comment.id must be an integer');
  return {
    action: string(body.action, 'action'),
    issue: issueOf(body),
    comment: { id: comment.id, author: string(comment.author, 'comment.author'), body: string(comment.body, 'comment.body', true) },
  };
}

function issueOf(body: Record<string, unknown>): { ref: string; title: string } {
  const issue = object(body.issue, 'issue');
  const ref = string(issue.ref, 'issue.ref');
  if (!/^[\w.-]+\/[\w.-]+#\d+$/.test(ref)) throw new MalformedPayload(`issue.ref must look like owner/repo#123, got ${JSON.stringify(ref)}`);
  return { ref, title: string(issue.title, 'issue.title', true) };
}

function object(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MalformedPayload(`${name} must be an object`);
  return value as Record<string, unknown>;
}

function string(value: unknown, name: string, allowEmpty = false): string {
  if (typeof value !== 'string' || (!allowEmpty && value === '')) throw new MalformedPayload(`${name} must be a non-empty string`);
  return value;
}
