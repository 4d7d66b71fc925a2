/** Tuning of the web screens: how much they show and how long they wait. */

/** Page links shown on each side of the current page. */
export const PAGINATION_SIBLINGS = 3;
/** Variants of an archetype listed before "more". */
export const VARIANTS_SHOWN = 8;
/** Other prints of the same card name listed on a card page. */
export const SAME_NAME_SHOWN = 6;
/** Pause in typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** How long a "copied" confirmation stays. */
export const COPY_FEEDBACK_MS = 500;
/** A card image that has not loaded by then shows its placeholder. */
export const IMAGE_TIMEOUT_MS = 15000;
/** Toast notifications: at most `limit` at once, closed after `autoClose` ms, `width` px wide. */
export const NOTIFICATION = { limit: 5, autoClose: 4000, width: 440 } as const;
/**
 * Media queries read on the first render: the site is drawn in the browser only, so the screen is known
 * then. Mantine's default answers the narrowest layout first and the real one after an effect, which drew
 * every desktop standings table twice (phone layout, then columns) and asked for its deck icons twice.
 */
export const SCREEN_KNOWN_AT_FIRST_RENDER = { getInitialValueInEffect: false } as const;
