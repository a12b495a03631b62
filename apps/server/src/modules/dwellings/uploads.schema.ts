/**
 * Uploaded dwelling images (doc 2 §3 images): who uploaded which stored file and how
 * many bytes it takes, for the ownership check on save, the per-user storage quota and the cleanup
 * of files no dwelling uses.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../schema/accounts.schema';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploader: only they (or an admin) may put the file on a dwelling. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Stored file name, as kept in dwellings.images. */
    filename: text('filename').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    /** Bytes of the file as uploaded. */
    size: integer('size').notNull(),
    /** Bytes on disk (original + web image + thumbnail), counted against the quota; null for uploads made before it was recorded (their `size` counts). */
    storedBytes: integer('stored_bytes'),
    /** Pixel dimensions of the upload as its header gave them. */
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_created_idx').on(t.createdAt)],
);
