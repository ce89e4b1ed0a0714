/**
 * The terminal multiplexer the dispatcher drives. Production code talks to tmux; the suite uses `FakeTmux`
 * (test/support/fake-tmux.ts), which records every call: the *attempt*, as the tests see it.
 */
export interface SpawnRequest {
  /** The work item the session is for, e.g. `acme/api#42`. */
  workItem: string;
  title: string;
}

export interface SpawnedSession {
  sessionId: string;
  /** Where comments are pasted, e.g. a tmux target `agents:42.0`. */
  endpoint: string;
}

export interface Tmux {
  spawn(request: SpawnRequest): Promise<SpawnedSession>;
  deliver(endpoint: string, text: string): Promise<void>;
  kill(endpoint: string): Promise<void>;
}
