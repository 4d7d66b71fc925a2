/** Heights the charts and their placeholders share, so a chart arriving late moves nothing. */
export const PIE_BLOCK_HEIGHT = 260;
export const TREND_BLOCK_HEIGHT = 300;
