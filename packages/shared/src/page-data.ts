/**
 * The API answer a server-described page carries in its HTML (docs/architecture.md "Front-end loading"):
 * the server puts `<script type="application/json" id="page-data">` with the reply its first API GET
 * would get into index.html (apps/server/src/platform/http/web-app.ts), and the app uses it once instead
 * of asking (apps/web/src/lib/page-data.ts): a listing's public page renders without a round trip.
 */

/** The id of the `<script type="application/json">` element. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Its JSON: the GET `path` (as the app requests it) and the reply's body. */
export type PageData = { path: string; body: unknown };
