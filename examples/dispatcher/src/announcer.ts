import { EventEmitter } from 'node:events';

export interface Announcement {
  workItem: string;
  text: string;
  at: string;
}

/**
 * Tells the humans what the dispatcher did (in production a chat channel). Keeps what it announced and emits
 * `'announce'` for each, so a test can wait with `once(announcer, 'announce')`.
 */
export class Announcer extends EventEmitter {
  readonly announcements: Announcement[] = [];

  async announce(workItem: string, text: string): Promise<void> {
    const announcement: Announcement = { workItem, text, at: new Date().toISOString() };
    this.announcements.push(announcement);
    this.emit('announce', announcement);
  }
}
