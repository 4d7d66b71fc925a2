// Values stored in player_points, shared by the statistics that write it and the queries that read it.

/** Scopes of player_points besides the season codes. */
export const SCOPE = { career: 'career', official: 'official', rate: 'rate' } as const;
/** Division value of the rate-series rows, which sum events of every division. */
export const ALL_DIVISIONS = 'all';
