import type { TDeps } from '../../core/deps';

/**
 * Told when a posting becomes visible to the public: staff approve a submission (first
 * publication, or again after a take-down) or the organisation reopens a posting it had closed.
 * Approving a revision of a live posting or refreshing it is not a publication.
 */
export type TPublicationListener = (deps: TDeps, jobId: number) => Promise<unknown>;

/** Announces a committed publication to the listeners without the caller waiting for them. */
export type TAnnouncePublication = (jobId: number) => void;

export function publicationAnnouncer(
  deps: TDeps,
  listeners: readonly TPublicationListener[],
): TAnnouncePublication {
  return (jobId) => {
    for (const listener of listeners)
      // A slow or failing listener never holds up or fails the review that published the posting.
      void listener(deps, jobId).catch((err: unknown) =>
        deps.log.error({ err, jobId }, 'publication listener failed'),
      );
  };
}
