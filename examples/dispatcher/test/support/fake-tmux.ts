import type { SpawnRequest, SpawnedSession, Tmux } from '../../src/tmux';

export interface Delivery {
  endpoint: string;
  text: string;
}

/**
 * A `Tmux` that records every call as it is made: `spawns`, `delivers` and `kills` are the *attempts*. It can be
 * told to fail the next n calls, or to hold deliveries until released.
 */
export class FakeTmux implements Tmux {
  readonly spawns: SpawnRequest[] = [];
  readonly delivers: Delivery[] = [];
  readonly kills: string[] = [];
  private spawnFailures = 0;
  private deliverFailures = 0;
  private gate: Promise<void> | undefined;

  /** The next `count` spawns fail (after being recorded). */
  failSpawns(count = Number.POSITIVE_INFINITY): void {
    this.spawnFailures = count;
  }

  /** The next `count` deliveries fail (after being recorded), as a paste into a dead pane does. */
  failDeliveries(count = Number.POSITIVE_INFINITY): void {
    this.deliverFailures = count;
  }

  /** Deliveries are recorded but do not finish until the returned function is called. */
  holdDeliveries(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.gate = undefined;
      release();
    };
  }

  async spawn(request: SpawnRequest): Promise<SpawnedSession> {
    this.spawns.push(request);
    if (this.spawnFailures > 0) {
      this.spawnFailures -= 1;
      throw new Error(`tmux: new-session failed for ${request.workItem}`);
    }
    const n = this.spawns.length;
    return { sessionId: `s-${n}`, endpoint: `agents:${n}.0` };
  }

  async deliver(endpoint: string, text: string): Promise<void> {
    this.delivers.push({ endpoint, text });
    if (this.gate) await this.gate;
    if (this.deliverFailures > 0) {
      this.deliverFailures -= 1;
      throw new Error(`tmux: paste-buffer failed: pane ${endpoint} is dead`);
    }
  }

  async kill(endpoint: string): Promise<void> {
    this.kills.push(endpoint);
  }
}
