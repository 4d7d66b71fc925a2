// How printed card text is read, both when importing cards and when answering stored ones.

export const VSTAR_PREFIX = /^\s*[[［]VSTAR力量[\]］]\s*/;
/** Every VSTAR power ends with the once-per-game rule; some records also prefix the name. */
const VSTAR_RULE = /只可使用1次【?VSTAR】?力量|【?VSTAR】?力量只能使用1次/;

/** An ability or attack as printed: a VSTAR power is flagged, with its plain name. */
export function vstarPowerOf(entry: { name: string; text: string }): { name: string; isVStarPower: boolean } {
  const prefixed = VSTAR_PREFIX.test(entry.name);
  return { name: entry.name.replace(VSTAR_PREFIX, ''), isVStarPower: prefixed || VSTAR_RULE.test(entry.text) };
}

/** A free attack costs "0" (not ""), as clients of the original read it. */
export const FREE_COST = '0';
