/** The issue tracker the poller reads work items from (in production an HTTP API). */
export interface TrackerComment {
  id: number;
  author: string;
  body: string;
}

export interface WorkItem {
  ref: string;
  title: string;
  labels: string[];
  state: 'open' | 'closed';
  comments: TrackerComment[];
}

export interface Tracker {
  listWorkItems(): Promise<WorkItem[]>;
  postComment(workItem: string, author: string, body: string): Promise<void>;
}
