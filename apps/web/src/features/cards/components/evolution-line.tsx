import { Fragment } from 'react';
import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { IconChevronRight } from '#web/components/icons.ts';
import { Link } from 'react-router';
import type { CardTreeNode } from '@ptcg/contract';
import { speciesName } from '@ptcg/tcg';
import { useCardTree } from '../api/use-card-tree.ts';
import { basicResultPath } from '#web/lib/paths.ts';
import classes from './card-detail.module.css';

/** A tree node is a species (喷火龙): the node of every print of it, 喷火龙ex and 喷火龙VMAX included. */
const isSpecies = (node: CardTreeNode, species: string) => node.name === species;

function contains(node: CardTreeNode, species: string): boolean {
  return isSpecies(node, species) || node.treeItemList.some((child) => contains(child, species));
}

/** The lines (from their basic Pokémon) holding this species, as evolution levels: basic, stage 1, stage 2. */
export function evolutionLevels(tree: CardTreeNode[], species: string): CardTreeNode[][] {
  const levels: CardTreeNode[][] = [];
  const seen = new Set<string>();
  const visit = (node: CardTreeNode, depth: number) => {
    const key = `${depth}|${node.yorenCode}|${node.name}`;
    if (!seen.has(key)) {
      seen.add(key);
      (levels[depth] ??= []).push(node);
    }
    node.treeItemList.forEach((child) => visit(child, depth + 1));
  };
  tree.filter((root) => contains(root, species)).forEach((root) => visit(root, 0));
  return levels;
}

const LEVEL_NAMES = ['基础', '1阶进化', '2阶进化'];

/** This card's evolution line from `/static/tree.json`, each name linking to a search for it. */
export function EvolutionLine({ cardName }: { cardName: string }) {
  const { data, isPending, error } = useCardTree();
  if (isPending) return <Skeleton h={40} />;
  if (error) return <Text c="dimmed">进化信息暂时无法加载。</Text>;
  const species = speciesName(cardName);
  const levels = evolutionLevels(data, species);
  if (levels.length < 2) return <Text c="dimmed">这只宝可梦不进化。</Text>;

  return (
    <div className={classes.evolution} data-testid="evolution-line">
      {levels.map((nodes, depth) => (
        <Fragment key={depth}>
          {depth > 0 ? <IconChevronRight className={classes.evolutionArrow} size={18} aria-hidden /> : null}
          <div className={classes.evolutionLevel} role="group" aria-label={LEVEL_NAMES[depth] ?? `${depth}阶进化`}>
            <Text size="xs" c="dimmed" className={classes.evolutionLevelName}>
              {LEVEL_NAMES[depth] ?? `${depth}阶进化`}
            </Text>
            <Group gap={6}>
              {nodes.map((node) => (
                <Anchor
                  key={`${node.yorenCode}|${node.name}`}
                  component={Link}
                  to={basicResultPath(node.name, false, true)}
                  className={classes.evolutionNode}
                  data-current={isSpecies(node, species) || undefined}
                >
                  {node.name}
                </Anchor>
              ))}
            </Group>
          </div>
        </Fragment>
      ))}
    </div>
  );
}
