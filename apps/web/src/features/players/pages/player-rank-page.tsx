import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DIVISIONS } from '@ptcg/contract';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoSeasonMark } from '#web/components/demo-data-mark.tsx';
import { usePageParam } from '#web/components/pagination-bar.tsx';
import { CareerRankTable, OfficialRankTable, SeasonRankTable } from '../components/rank-tables.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useSeasons } from '../api/use-seasons.ts';
import { parseDivision, parseRankType, parseSeason, RANK_TYPE_NAMES, RANK_TYPES } from '../rank-filters.ts';
import { DIVISION_NAMES } from '@ptcg/tcg';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

const TYPE_OPTIONS = RANK_TYPES.map((value) => ({ value, label: RANK_TYPE_NAMES[value] }));
const DIVISION_OPTIONS = DIVISIONS.map((value) => ({ value, label: DIVISION_NAMES[value] }));

export function PlayerRankPage() {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const page = usePageParam();
  const type = parseRankType(searchParams.get('type'));
  const season = parseSeason(searchParams.get('season'));
  const division = parseDivision(searchParams.get('division'));
  const search = (searchParams.get('search') ?? '').trim();
  const seasons = useSeasons();
  const currentSeason = seasons.data?.current ?? null;
  const seasonOptions = (seasons.data?.list ?? []).map((s) => ({ value: s.season, label: `${s.season} 赛季` }));
  if (season && !seasonOptions.some((o) => o.value === season))
    seasonOptions.push({ value: season, label: `${season} 赛季` });

  /** Any filter change starts again at page 1; defaults are left out of the URL. */
  const update = (changes: Record<string, string | null>) => {
    changeSearch((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      params.delete('page');
    });
  };

  return (
    <>
      <PageTitle
        title="选手排名"
        mark={<DemoSeasonMark />}
        description="官方排名、赛季积分与生涯积分；赛季积分取每位选手成绩最好的 10 场赛事。"
      />
      <Stack gap="sm" mb="md">
        <SegmentedControl
          data={TYPE_OPTIONS}
          value={type}
          onChange={(value) => update({ type: value === 'official' ? null : value })}
          aria-label="排名类型"
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SearchBox value={search} onCommit={(value) => update({ search: value || null })} />
          {type === 'season' ? (
            <Select
              data={seasonOptions}
              value={season ?? currentSeason}
              placeholder={seasons.isPending ? '加载赛季…' : '赛季'}
              onChange={(value) => update({ season: value && value !== currentSeason ? value : null })}
              allowDeselect={false}
              aria-label="赛季"
              w={{ base: 'calc(50% - 6px)', xs: 150 }}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          {type !== 'official' ? (
            <Select
              data={DIVISION_OPTIONS}
              value={division}
              onChange={(value) => update({ division: value && value !== 'Master' ? value : null })}
              allowDeselect={false}
              aria-label="组别"
              w={{ base: 'calc(50% - 6px)', xs: 130 }}
            />
          ) : null}
        </Group>
      </Stack>
      {type === 'official' ? (
        <OfficialRankTable page={page} search={search} />
      ) : type === 'season' ? (
        <SeasonRankTable page={page} search={search} season={season} division={division} />
      ) : (
        <CareerRankTable page={page} search={search} division={division} />
      )}
    </>
  );
}
