/**
 * The API answer the server embedded in this page's HTML (@udlejning/shared/page-data,
 * docs/architecture.md "Front-end loading"), for a query's `initialData`.
 */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@udlejning/shared/page-data';

/**
 * The body the server embedded as the answer to `GET path`, once: the element is removed when taken, so a
 * later visit to the page in this tab asks the API. Undefined when there is none, it answers another path,
 * or it is not JSON.
 */
export function takePageData<T>(path: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const data = JSON.parse(element.textContent) as PageData;
    if (data.path !== path) return undefined;
    element.remove();
    return data.body as T;
  } catch {
    return undefined;
  }
}
