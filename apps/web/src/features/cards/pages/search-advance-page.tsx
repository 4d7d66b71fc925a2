import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '#web/components/icons.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ENERGY_LETTERS, HP_RANGE, RARITIES, RETREAT_RANGE, type ComparisonValue } from '@ptcg/contract';
import { EnergyIcon } from '#web/components/energy-icon.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdvanceSearchParams } from '../api/use-advance-search-params.ts';
import { useCardSearch } from '../api/use-card-search.ts';
import { ComparisonInput, toComparison, type ComparisonDraft } from '../components/comparison-input.tsx';
import { OptionChips } from '../components/option-chips.tsx';
import {
  CARD_TYPE_OPTIONS,
  LABEL_OPTIONS,
  MECHANIC_OPTIONS,
  REGULATION_OPTIONS,
  SERIES_OPTIONS,
  STAGE_OPTIONS,
  type Option,
} from '../lib/advance-options.ts';
import {
  advanceFormPath,
  advanceResultPath,
  decodeAdvanceQuery,
  EMPTY_ADVANCE_QUERY,
  encodeAdvanceQuery,
  type AdvanceQuery,
} from '../lib/search-url.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import classes from './search-advance-page.module.css';
import { ENERGY_NAMES } from '@ptcg/tcg';
import { SEARCH_DEBOUNCE_MS } from '#web/lib/ui.ts';

const ENERGY_OPTIONS: Option[] = ENERGY_LETTERS.map((value) => ({ value, label: ENERGY_NAMES[value] }));
const RARITY_OPTIONS: Option[] = RARITIES.map((value) => ({ value, label: value }));
const ABILITY = 'ability';

const renderEnergy = (option: Option) => (
  <Group gap={4} wrap="nowrap" component="span">
    <EnergyIcon letter={option.value} size={16} decorative />
    {option.label}
  </Group>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A labelled field: label beside the control on wide screens, above it on phones. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <Text size="sm" fw={500} className={classes.fieldLabel}>
        {label}
      </Text>
      <div className={classes.fieldControl}>{children}</div>
    </div>
  );
}

function draftOf(value: ComparisonValue | null): ComparisonDraft {
  return value ? { op: value.op, value: value.value } : { op: '>=', value: '' };
}

function sameComparison(a: ComparisonValue | null, b: ComparisonValue | null): boolean {
  return a?.op === b?.op && a?.value === b?.value;
}

function AdvanceSearchForm() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const options = useAdvanceSearchParams();

  // The form's own state is the truth while it is open (so quick clicks never overwrite each other); the URL
  // mirrors it for sharing and reloading, and is read once, when the form opens.
  const [query, setQuery] = useState(() => decodeAdvanceQuery(searchParams.get('query')));
  // Typed values reach the query (and so the URL) only after the debounce.
  const [name, setName] = useState(query.name);
  const [text, setText] = useState(query.text);
  const [hp, setHp] = useState(() => draftOf(query.hp));
  const [rc, setRc] = useState(() => draftOf(query.rc));
  const drafts = useMemo(() => ({ name, text, hp, rc }), [name, text, hp, rc]);
  const [debounced] = useDebouncedValue(drafts, SEARCH_DEBOUNCE_MS);

  const commit = useCallback((patch: Partial<AdvanceQuery>) => setQuery((previous) => ({ ...previous, ...patch })), []);

  useEffect(() => {
    const patch: Partial<AdvanceQuery> = {};
    if (debounced.name.trim() !== query.name) patch.name = debounced.name.trim();
    if (debounced.text.trim() !== query.text) patch.text = debounced.text.trim();
    const hpValue = toComparison(debounced.hp, HP_RANGE);
    if (!sameComparison(hpValue, query.hp)) patch.hp = hpValue;
    const rcValue = toComparison(debounced.rc, RETREAT_RANGE);
    if (!sameComparison(rcValue, query.rc)) patch.rc = rcValue;
    if (Object.keys(patch).length) commit(patch);
  }, [debounced, query, commit]);

  const encoded = encodeAdvanceQuery(query);
  const inUrl = searchParams.get('query') ?? '';
  // Set once the form is submitted: the results route loads its data before it renders, and a URL
  // update of the form made meanwhile (the debounce ending) would cancel that navigation or land on
  // the results without their type.
  const leaving = useRef(false);
  useEffect(() => {
    if (!leaving.current && inUrl !== encoded) setSearchParams(encoded ? { query: encoded } : {}, { replace: true });
  }, [encoded, inUrl, setSearchParams]);

  const reset = () => {
    setQuery(EMPTY_ADVANCE_QUERY);
    setName('');
    setText('');
    setHp(draftOf(null));
    setRc(draftOf(null));
  };

  // What the search button submits: the URL state plus whatever was typed in the last second.
  const current: AdvanceQuery = {
    ...query,
    name: name.trim(),
    text: text.trim(),
    hp: toComparison(hp, HP_RANGE),
    rc: toComparison(rc, RETREAT_RANGE),
  };
  const preview = useCardSearch({ type: 'advance', body: { ...query, page: 1, pageSize: 1 } });

  const submit = () => {
    leaving.current = true;
    // Going back from the results lands on this form as submitted, even within the debounce second.
    window.history.replaceState(window.history.state, '', advanceFormPath(current));
    void navigate(advanceResultPath(current));
  };

  const expansionData = useMemo(
    () => (options.data?.expansion ?? []).map((e) => ({ value: e.setCode, label: `${e.setName}（${e.setCode}）` })),
    [options.data],
  );
  const markOptions: Option[] = (options.data?.regulationMark ?? []).map((mark) => ({ value: mark, label: mark }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      role="search"
      aria-label="高级搜索"
    >
      <Stack gap="lg">
        <Section title="卡牌属性">
          <Field label="名称">
            <TextInput
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              placeholder="卡牌名称，支持拼音"
              aria-label="名称"
            />
          </Field>
          <Field label="效果">
            <TextInput
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder="技能、特性或效果中的文字"
              aria-label="效果"
            />
          </Field>
          <Field label="卡牌类型">
            <OptionChips label="卡牌类型" options={CARD_TYPE_OPTIONS} value={query.t} onChange={(t) => commit({ t })} />
          </Field>
          <Field label="机制">
            <OptionChips
              label="机制"
              options={MECHANIC_OPTIONS}
              value={query.mechanic}
              onChange={(mechanic) => commit({ mechanic })}
            />
          </Field>
          <Field label="标签">
            <OptionChips
              label="标签"
              options={LABEL_OPTIONS}
              value={query.label}
              onChange={(label) => commit({ label })}
            />
          </Field>
        </Section>

        <Section title="宝可梦属性">
          <Field label="属性">
            <OptionChips
              label="属性"
              options={ENERGY_OPTIONS}
              value={query.energy}
              onChange={(energy) => commit({ energy })}
              render={renderEnergy}
            />
          </Field>
          <Field label="进化阶段">
            <OptionChips
              label="进化阶段"
              options={STAGE_OPTIONS}
              value={query.stage}
              onChange={(stage) => commit({ stage })}
            />
          </Field>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Field label="HP">
              <ComparisonInput label="HP" draft={hp} onChange={setHp} range={HP_RANGE} />
            </Field>
            <Field label="撤退费用">
              <ComparisonInput label="撤退费用" draft={rc} onChange={setRc} range={RETREAT_RANGE} />
            </Field>
          </SimpleGrid>
          <Field label="弱点">
            <OptionChips
              label="弱点"
              options={ENERGY_OPTIONS}
              value={query.weak}
              onChange={(weak) => commit({ weak })}
              render={renderEnergy}
            />
          </Field>
          <Field label="抗性">
            <OptionChips
              label="抗性"
              options={ENERGY_OPTIONS}
              value={query.rs}
              onChange={(rs) => commit({ rs })}
              render={renderEnergy}
            />
          </Field>
          <Field label="特性">
            <Checkbox
              label="只看有特性的宝可梦"
              checked={query.has.includes(ABILITY)}
              onChange={(e) => commit({ has: e.currentTarget.checked ? [ABILITY] : [] })}
            />
          </Field>
        </Section>

        <Section title="收录信息">
          <Field label="系列">
            <OptionChips
              label="系列"
              options={SERIES_OPTIONS}
              value={query.series}
              onChange={(series) => commit({ series: series as AdvanceQuery['series'] })}
            />
          </Field>
          <Field label="扩展包">
            <MultiSelect
              data={expansionData}
              value={query.setS}
              onChange={(setS) => commit({ setS })}
              searchable
              clearable
              placeholder={query.setS.length ? undefined : '输入名称或编号搜索'}
              nothingFoundMessage="没有匹配的产品"
              rightSection={options.isPending ? <Loader size={14} /> : undefined}
              aria-label="扩展包"
              maxDropdownHeight={280}
            />
          </Field>
          <Field label="画师">
            <MultiSelect
              data={options.data?.artist ?? []}
              value={query.artist}
              onChange={(artist) => commit({ artist })}
              searchable
              clearable
              limit={100}
              placeholder={query.artist.length ? undefined : '输入画师名字搜索'}
              nothingFoundMessage="没有匹配的画师"
              aria-label="画师"
              maxDropdownHeight={280}
            />
          </Field>
          <Field label="稀有度">
            <OptionChips label="稀有度" options={RARITY_OPTIONS} value={query.r} onChange={(r) => commit({ r })} />
          </Field>
          <Field label="赛制">
            <OptionChips
              label="赛制"
              options={REGULATION_OPTIONS}
              value={query.reg}
              onChange={(reg) => commit({ reg: reg as AdvanceQuery['reg'] })}
            />
          </Field>
          {markOptions.length ? (
            <Field label="标记">
              <OptionChips
                label="标记"
                options={markOptions}
                value={query.mark}
                onChange={(mark) => commit({ mark })}
              />
            </Field>
          ) : null}
          <Field label="重复卡牌">
            <Checkbox
              label="隐藏重复卡牌"
              checked={query.unique}
              onChange={(e) => commit({ unique: e.currentTarget.checked })}
            />
          </Field>
        </Section>

        <Paper withBorder radius="md" p="sm" className={classes.actions}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="match-count">
              {preview.data ? (
                <>
                  符合条件 <b>{preview.data.itemNum}</b> 张
                </>
              ) : (
                '\u00a0'
              )}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
                重置
              </Button>
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                搜索
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}

export function SearchAdvancePage() {
  return (
    <>
      <PageTitle
        title="高级搜索"
        description="条件之间同时满足；同一项中多选任意一个即可"
        actions={
          <Anchor component={Link} to={paths.searchBasic()} size="sm">
            返回简单搜索
          </Anchor>
        }
      />
      <AdvanceSearchForm />
    </>
  );
}
