import { Badge, Tooltip } from '@mantine/core';
import { RANK_DQ, RANK_NC } from '@ptcg/contract';
import { rankLabel } from '@ptcg/tcg';

const SPECIAL: Record<number, { color: string; hint: string }> = {
  [RANK_NC]: { color: 'gray', hint: '未计名次（No Contest）' },
  [RANK_DQ]: { color: 'red', hint: '取消资格（Disqualified）' },
};

/** A placement in a table cell; NC and DQ stand out as badges with their meaning on hover. */
export function RankLabel({ rank }: { rank: number }) {
  const special = SPECIAL[rank];
  if (!special) return <>{rank}</>;
  return (
    <Tooltip label={special.hint} withArrow>
      <Badge
        component="span"
        color={special.color}
        variant="light"
        radius="sm"
        size="sm"
        px={6}
        style={{ cursor: 'help', overflow: 'visible', flex: 'none' }}
      >
        {rankLabel(rank)}
      </Badge>
    </Tooltip>
  );
}

/** Marks an entry that earned a qualification (shown as Q next to its points). */
export function QualifiedMark() {
  return (
    <Tooltip label="已获得晋级资格" withArrow>
      <Badge
        component="span"
        color="teal"
        variant="light"
        size="xs"
        radius="sm"
        ml={6}
        style={{ cursor: 'help' }}
        aria-label="已获得晋级资格"
      >
        Q
      </Badge>
    </Tooltip>
  );
}

/** Points as printed: thousands separated, at most two decimals (team-weighted values can be fractional). */
// One formatter for every call: toLocaleString with options builds a new one each time (a profile of the
// standings page showed it as the script function with the most time of its own).
const pointsFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

/** Swiss wins-losses-ties as players write them ("4-1-1"; "4-1" without ties). */
export function formatRecord(record: { wins: number; losses: number; ties: number }): string {
  return record.ties > 0 ? `${record.wins}-${record.losses}-${record.ties}` : `${record.wins}-${record.losses}`;
}

/** Marks a player who left the event, with the last round they played. */
export function DropMark({ round }: { round: number }) {
  const text = round > 0 ? `第 ${round} 轮后退赛` : '开赛前退赛';
  return (
    <Tooltip label={`${text}，之后的轮次未参赛`} withArrow>
      <Badge
        component="span"
        color="orange"
        variant="light"
        size="xs"
        radius="sm"
        style={{ cursor: 'help', flex: 'none' }}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
