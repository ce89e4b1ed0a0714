import { readFile, rename, writeFile } from 'node:fs/promises';

export interface Session {
  id: string;
  workItem: string;
  endpoint: string;
  state: 'open' | 'closed';
  /** Delivery ids pasted into this session, newest last (bounded). */
  recentDeliveries: string[];
  createdAt: string;
  updatedAt: string;
}

const RECENT_LIMIT = 20;

/**
 * The sessions the dispatcher has started, persisted to a JSON file. Every write replaces the file atomically
 * (write a sibling, then rename) and writes are serialised, so the file on disk is always one consistent snapshot.
 * Reads are served from memory: what a reader sees is what the last *finished* write left.
 */
export class SessionRegistry {
  private sessions = new Map<string, Session>();
  private tail: Promise<void> = Promise.resolve();

  private constructor(readonly file: string) {}

  /** Opens the registry stored in `file`, or an empty one when the file does not exist yet. */
  static async open(file: string): Promise<SessionRegistry> {
    const registry = new SessionRegistry(file);
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as { sessions: Session[] };
      for (const session of stored.sessions) registry.sessions.set(session.id, session);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return registry;
  }

  async register(session: { id: string; workItem: string; endpoint: string; deliveryId?: string }): Promise<Session> {
    const now = new Date().toISOString();
    const stored: Session = {
      id: session.id,
      workItem: session.workItem,
      endpoint: session.endpoint,
      state: 'open',
      recentDeliveries: session.deliveryId ? [session.deliveryId] : [],
      createdAt: now,
      updatedAt: now,
    };
    await this.persist((draft) => draft.set(stored.id, stored));
    return stored;
  }

  /** Records that `deliveryId` was pasted into the session. */
  async touch(sessionId: string, deliveryId: string): Promise<void> {
    await this.persist((draft) => {
      const session = requireSession(draft, sessionId);
      const recentDeliveries = [...session.recentDeliveries, deliveryId].slice(-RECENT_LIMIT);
      draft.set(sessionId, { ...session, recentDeliveries, updatedAt: new Date().toISOString() });
    });
  }

  async close(sessionId: string): Promise<void> {
    await this.persist((draft) => {
      const session = requireSession(draft, sessionId);
      draft.set(sessionId, { ...session, state: 'closed', updatedAt: new Date().toISOString() });
    });
  }

  get(sessionId: string): Session | undefined {
    return this.sessions.get(sessionId);
  }

  /** The open session for a work item, if one is registered. */
  findByWorkItem(workItem: string): Session | undefined {
    for (const session of this.sessions.values()) {
      if (session.workItem === workItem && session.state === 'open') return session;
    }
    return undefined;
  }

  list(): Session[] {
    return [...this.sessions.values()];
  }

  /**
   * Applies `change` to a copy, writes the copy to disk, and only then makes it visible in memory, so that a
   * reader never sees a state the file does not hold.
   */
  private persist(change: (draft: Map<string, Session>) => void): Promise<void> {
    const write = this.tail.then(async () => {
      const draft = new Map(this.sessions);
      change(draft);
      const temporary = `${this.file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ sessions: [...draft.values()] }, null, 2), 'utf8');
      await rename(temporary, this.file);
      this.sessions = draft;
    });
    this.tail = write.catch(() => undefined);
    return write;
  }
}

function requireSession(sessions: Map<string, Session>, sessionId: string): Session {
  const session = sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId} in the registry`);
  return session;
}
