/** Thread and message constants (spec doc 1 §2 Messages list, §3 Thread, §4, §9). */

/** Who wrote a message: `externalFrom` of doc 1 §3 (docs/architecture.md "Messages and the public listing page"). */
export const MESSAGE_FROM = ['SEEKER', 'LANDLORD', 'ADMIN'] as const;
export type MessageFrom = (typeof MESSAGE_FROM)[number];

/** Actions of POST /api/chat/thread/{threadId} (doc 1 §4, §7). */
export const THREAD_ACTIONS = ['read', 'close', 'open'] as const;
export type ThreadAction = (typeof THREAD_ACTIONS)[number];

/** Row status of the messages list (doc 1 §2). */
export const THREAD_STATUSES = ['CLOSED', 'NEW_MESSAGE', 'OPEN'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** POST /api/chat/threads option and POST /api/chat/requestSeekers option (doc 1 §7). */
export const LOOKUP_OPTIONS = ['User', 'Dwelling'] as const;
export type LookupOption = (typeof LOOKUP_OPTIONS)[number];

/** The latest message preview is cut to this many characters, then ' ...' (doc 1 §2, §9). */
export const PREVIEW_LENGTH = 20;
/** Longest message text accepted, characters (docs/architecture.md "Messages and the public listing page"). */
export const MESSAGE_MAX_LENGTH = 5000;
