/**
 * Keyboard-only helpers of the keyboard journeys (docs/architecture.md "Accessibility", WCAG 2.1.1): move focus with
 * Tab and Shift+Tab and pick from an open listbox with the arrow keys, never a click.
 */
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** Whether `el` has focus, or is no longer in the page (re-rendered). */
const focusState = (el: Node): 'focused' | 'blurred' | 'gone' =>
  !el.isConnected ? 'gone' : el === document.activeElement ? 'focused' : 'blurred';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Returns the presses it took. The
 * target is found once and then compared with document.activeElement, as finding it by role on every press costs
 * more than the press (found again when it re-renders, or once it shows up when it loads late).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<number> {
  let handle: ElementHandle | null = null;
  for (let i = 0; i < max; i++) {
    const state = handle ? await handle.evaluate(focusState).catch(() => 'gone' as const) : 'gone';
    if (state === 'gone') {
      await handle?.dispose();
      // count() looks once without waiting: a target that loads late is looked for again after the next press
      handle = (await target.count()) === 1 ? await target.elementHandle() : null;
    }
    if (state === 'focused' || (handle && state === 'gone' && (await handle.evaluate(focusState)) === 'focused')) {
      await handle?.dispose();
      return i;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await handle?.dispose();
  await expect(target).toBeFocused();
  return max;
}

/** Moves the active option of an open listbox with ArrowDown until it is `name`, then picks it with Enter. */
export async function pickOption(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 15; i++) {
    const active = page.locator('[role="option"].Mui-focused, [role="option"].Mui-focusVisible');
    if ((await active.count()) > 0 && (await active.first().textContent())?.match(name)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/**
 * Types `day` (YYYY-MM-DD) into the focused `<input type="date">` segment by segment. Chromium orders the segments by
 * its own UI language, not the page's locale, so day-month is tried first and month-day when the value disagrees
 * (Tab and Shift+Tab move between the segments: two Shift+Tab from the year reach the first, and typing overwrites it).
 */
export async function typeDate(page: Page, input: Locator, day: string): Promise<void> {
  const [yyyy, mm, dd] = day.split('-');
  await page.keyboard.type(`${dd}${mm}${yyyy}`);
  if ((await input.inputValue()) === day) return;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(input).toBeFocused();
  await page.keyboard.type(`${mm}${dd}${yyyy}`);
  await expect(input).toHaveValue(day);
}
