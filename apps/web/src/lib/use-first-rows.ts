import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a long table fill a first screen at any width: phone rows are about 60 px under a
 * header of 300 or more, desktop rows about 46 px in a 900 px window, so rows past this are below the
 * fold everywhere and adding them later moves nothing the visitor sees.
 */
export const FIRST_SCREEN_ROWS = 20;

/**
 * Draws a long table in two steps: the rows of the first screen at once, the rest in the next task.
 * Each standings row is a dozen components (links, deck icons with tooltips, marks); on the throttled
 * phone of `bench:first-load` (CPU ×4) drawing the first 20 instead of all 64 brought the first row
 * about 0.45 s sooner. (The /decks table gained nothing measurable from it: its time goes elsewhere.)
 * `rows` is a new array whenever the table shows other data (another page), which starts the two steps
 * again; it must keep its identity otherwise (an answer's list, or a useMemo): an array made anew on
 * every render would start them on every render, without end.
 */
export function useFirstRows<T>(rows: readonly T[], first = FIRST_SCREEN_ROWS): readonly T[] {
  const [shown, setShown] = useState<{ of: readonly T[]; all: boolean }>({ of: rows, all: rows.length <= first });
  const current = shown.of === rows ? shown : { of: rows, all: rows.length <= first };
  if (current !== shown) setShown(current);

  useEffect(() => {
    if (current.all) return;
    // After the next paint (a timer set from an animation frame runs once that frame is drawn), so the
    // first rows are on screen before the rest are drawn; as a transition, the rest are drawn in slices
    // that let a tap or a scroll through.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown({ of: rows, all: true })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, current.all]);

  return current.all ? rows : rows.slice(0, first);
}
