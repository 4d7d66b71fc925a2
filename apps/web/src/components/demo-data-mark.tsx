import { Badge } from '@mantine/core';
import { useDemoSeason } from '../lib/use-demo-season.ts';

const EXPLANATION = '本站目前运行示例赛季：这些赛事、选手与统计是生成的示例数据，导入真实赛事成绩后删除';

/** The 示例数据 tag of a series, event or player of the generated default season. */
export function DemoDataMark() {
  return (
    <Badge color="orange" variant="light" size="md" radius="sm" title={EXPLANATION} style={{ flex: 'none' }}>
      示例数据
    </Badge>
  );
}

/** 示例数据 on screens whose numbers are built from every event (statistics, rankings) while the generated season is loaded. */
export function DemoSeasonMark() {
  return useDemoSeason() ? <DemoDataMark /> : null;
}
