import type { CommittedTransaction } from './store';

export type CommitSubscriber = (transaction: CommittedTransaction) => void;

/**
 * The content service's committed transactions, told to the services that follow it in the same
 * process (the sample search service's indexer), as a real indexer subscribes to the content
 * service's changes. Subscribers are told synchronously, before the webhook is sent, so whatever a
 * purge makes the gateway ask again already reflects the change. A subscriber must not throw.
 */
export class CommitFeed {
  private readonly subscribers = new Set<CommitSubscriber>();

  /** Returns what ends the subscription. */
  subscribe(subscriber: CommitSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  readonly publish = (transaction: CommittedTransaction): void => {
    for (const subscriber of this.subscribers) subscriber(transaction);
  };
}
