import { List, Paper, Spoiler, Text } from '@mantine/core';
import { CHANGE_NEUTRAL, CONVERSION_MIN_COUNT, PIE_OTHER_THRESHOLD } from '@ptcg/tcg';

/** How the figures on /decks are counted, so a reader can judge them before comparing archetypes. */
export function StatNotices() {
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="统计说明">
      <Text fw={600} size="sm" mb={6}>
        统计说明
      </Text>
      <Spoiler maxHeight={48} showLabel="展开全部说明" hideLabel="收起" fz="sm">
        <List size="sm" spacing={4} c="dimmed">
          <List.Item>数据来自已结束的官方赛事，一周按周一至周日计算。</List.Item>
          <List.Item>团体赛中每位队员的卡组按队伍卡组数均分数量与得分；多卡组赛事的每副卡组分别计入。</List.Item>
          <List.Item>转化率 = 得分占比 ÷ 使用率，卡组数量达到 {CONVERSION_MIN_COUNT} 副时才显示。</List.Item>
          <List.Item>
            变化为与上一同长度时段相比的使用率：高于 {CHANGE_NEUTRAL.high} 倍标红，低于 {CHANGE_NEUTRAL.low} 倍标绿。
          </List.Item>
          <List.Item>饼图中占比低于 {PIE_OTHER_THRESHOLD * 100}% 的卡组合并为「其他」。</List.Item>
        </List>
      </Spoiler>
    </Paper>
  );
}
