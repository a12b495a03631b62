/**
 * The thread view's refresh (doc 1 §4): after each read of the thread, the next one is scheduled by
 * nextPollDelay (packages/shared/src/messages/polling.ts): 10 s after opening, then by the thread's
 * state and the age of its latest message.
 */
import { useEffect, useRef } from 'react';
import { nextPollDelay } from '@udlejning/shared/messages/polling';
import type { FullThreadView } from '@udlejning/shared/messages/thread';

export function useThreadPolling(thread: FullThreadView | undefined, dataUpdatedAt: number, refetch: () => unknown) {
  const polls = useRef(0);
  useEffect(() => {
    if (!thread) return;
    const latest = thread.messages.at(-1)?.createdAt ?? null;
    const delay = nextPollDelay({
      isFirst: polls.current === 0,
      closed: thread.closed,
      dwellingActive: thread.dwelling.active,
      latestMessageAt: latest,
      now: Date.now(),
    });
    const timer = window.setTimeout(() => {
      polls.current += 1;
      void refetch();
    }, delay);
    return () => window.clearTimeout(timer);
    // a new read (dataUpdatedAt) schedules the next poll
  }, [thread, dataUpdatedAt, refetch]);
}
