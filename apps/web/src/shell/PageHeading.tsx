/**
 * Every page's main heading and title (docs/architecture.md "Accessibility", WCAG 2.4.2 and 2.4.3): `<PageHeading>` renders
 * the page's `<h1>`, sets `document.title` to "<title> – Udlejning" while it is shown (back to
 * 'Udlejning' after, doc 1 §1) and, after a client-side navigation, moves keyboard focus to itself so
 * that the next Tab starts in the page rather than at the top of the document. The first page a
 * visit loads keeps focus where the browser put it, so the skip link stays the first stop.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Typography, { type TypographyProps } from '@mui/material/Typography';

let firstLocationKey: string | null = null;

/** Called by the root on every render: the first location seen is the page load, not a navigation. */
export function rememberFirstLocation(key: string) {
  firstLocationKey ??= key;
}

/** Test hook: forget the first location (each test renders a new app). */
export function resetFirstLocation() {
  firstLocationKey = null;
}

/** Sets document.title to "<title> – <app title>" while mounted; a missing title leaves the app title. */
export function usePageTitle(title: string | null | undefined) {
  const { t } = useTranslation();
  const app = t('appTitle');
  useEffect(() => {
    document.title = title ? `${title} – ${app}` : app;
    return () => {
      document.title = app;
    };
  }, [title, app]);
}

/**
 * Focuses `ref` when `key` changes after the first page load (not on the load itself). Focus moves
 * after the current frame, so a closing drawer or menu that restores focus to its button does not win.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: string) {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const isFirstLoad = location.key === firstLocationKey && lastKey.current === null;
    const changed = lastKey.current !== null && lastKey.current !== key;
    const isNavigation = lastKey.current === null && !isFirstLoad;
    lastKey.current = key;
    if (!changed && !isNavigation) return;
    const frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: false }));
    return () => cancelAnimationFrame(frame);
  }, [key, location.key, ref]);
}

export type PageHeadingProps = Omit<TypographyProps, 'children' | 'title'> & {
  /** The heading, also the first part of the document title. */
  title: string;
  /** Extra content inside the h1 after the title (rare). */
  children?: ReactNode;
  /** Focus moves to the heading when this changes (default: the path); pass a stable value to keep focus put. */
  focusKey?: string;
  /** Document title when it should differ from the heading (e.g. a listing's address). */
  documentTitle?: string;
};

/** The page's `<h1>` (h4 style unless `variant` says otherwise); see the module comment. */
export function PageHeading({ title, children, focusKey, documentTitle, variant = 'h4', sx, ...rest }: PageHeadingProps) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(documentTitle ?? title);
  useFocusOnChange(ref, focusKey ?? pathname);
  return (
    <Typography
      ref={ref}
      variant={variant}
      component="h1"
      tabIndex={-1}
      sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      {title}
      {children}
    </Typography>
  );
}
