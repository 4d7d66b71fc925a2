import { Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EnergyLetter, PokemonAttr } from '@ptcg/contract';
import { ENERGY_NAMES, isEnergyLetter } from '@ptcg/tcg';
import { EnergyCost, EnergyIcon } from '#web/components/energy-icon.tsx';
import { EnergyText } from '#web/components/energy-text.tsx';
import { basicResultPath } from '#web/lib/paths.ts';
import { stageName } from '../lib/labels.ts';
import classes from './card-detail.module.css';

function energyTypeName(letter: string): string {
  return isEnergyLetter(letter) ? ENERGY_NAMES[letter as EnergyLetter] : letter;
}

function Modifier({ label, value }: { label: string; value: PokemonAttr['weakness'] }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        {label}
      </Text>
      {value ? (
        <Group gap={6} wrap="nowrap" data-testid={`modifier-${label}`}>
          <EnergyIcon letter={value.energy} size={20} />
          <Text fw={600}>{value.value}</Text>
        </Group>
      ) : (
        <Text c="dimmed">—</Text>
      )}
    </div>
  );
}

/** Marks an ability or attack that is the card's VSTAR power (once per game). */
function VStarBadge() {
  return (
    <Badge
      size="sm"
      color="yellow"
      variant="filled"
      radius="sm"
      tt="none"
      c="dark.9"
      data-testid="vstar-power"
      title="VSTAR力量：每场对战只能使用1次"
    >
      VSTAR力量
    </Badge>
  );
}

/** A Pokémon's printed block: stage, type, HP, evolution, abilities, attacks, weakness, resistance, retreat. */
export function PokemonAttributes({ attr }: { attr: PokemonAttr }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="宝可梦属性">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Badge variant="light" color="gray" size="lg" radius="sm">
            {stageName(attr.stage)}
          </Badge>
          <Group gap={6} wrap="nowrap">
            <EnergyIcon letter={attr.energyType} size={22} />
            <Text fw={500}>{energyTypeName(attr.energyType)}属性</Text>
          </Group>
        </Group>
        {attr.hp != null ? (
          <Text fw={700} fz={22} lh={1} aria-label={`HP ${attr.hp}`}>
            <Text component="span" fz="sm" fw={700} c="dimmed" mr={4}>
              HP
            </Text>
            {attr.hp}
          </Text>
        ) : null}
      </Group>

      {attr.evolvesFrom ? (
        <Text size="sm" mt="xs">
          <Text component="span" c="dimmed">
            进化自：
          </Text>
          <Anchor component={Link} to={basicResultPath(attr.evolvesFrom, true, true)}>
            {attr.evolvesFrom}
          </Anchor>
        </Text>
      ) : null}

      {attr.ancientTrait ? (
        <Paper radius="sm" p="xs" mt="sm" className={classes.trait}>
          <Text size="sm">
            <Badge size="sm" variant="filled" color="grape" mr={6}>
              太晶
            </Badge>
            <EnergyText text={attr.ancientTrait} />
          </Text>
        </Paper>
      ) : null}

      {attr.ability.length || attr.attack.length ? <Divider my="sm" /> : null}

      <Stack gap="sm">
        {attr.ability.map((ability, i) => (
          <div key={`ability-${i}`} className={classes.ability}>
            <Group gap={8} mb={4}>
              {ability.isVStarPower ? <VStarBadge /> : null}
              <Badge size="sm" color="red" variant="filled" radius="sm">
                特性
              </Badge>
              <Text fw={700} c="red.7" className={classes.abilityName}>
                {ability.name}
              </Text>
            </Group>
            <Text size="sm" className={classes.rulesText}>
              <EnergyText text={ability.text} />
            </Text>
          </div>
        ))}
        {attr.attack.map((attack, i) => (
          <div key={`attack-${i}`} data-testid="attack">
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={attack.text ? 4 : 0}>
              <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                {attack.isVStarPower ? <VStarBadge /> : null}
                <EnergyCost cost={attack.cost} size={18} />
                <Text fw={700}>{attack.name}</Text>
              </Group>
              {attack.damage ? (
                <Text fw={700} fz="lg" className={classes.damage}>
                  {attack.damage}
                </Text>
              ) : null}
            </Group>
            {attack.text ? (
              <Text size="sm" className={classes.rulesText}>
                <EnergyText text={attack.text} />
              </Text>
            ) : null}
          </div>
        ))}
      </Stack>

      <Divider my="sm" />
      <SimpleGrid cols={3} spacing="xs">
        <Modifier label="弱点" value={attr.weakness} />
        <Modifier label="抗性" value={attr.resistance} />
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            撤退
          </Text>
          {attr.retreatCost > 0 ? (
            <Group gap={3} aria-label={`撤退需要 ${attr.retreatCost} 个无色能量`} data-testid="retreat-cost">
              {Array.from({ length: attr.retreatCost }, (_, i) => (
                <EnergyIcon key={i} letter="C" size={20} />
              ))}
            </Group>
          ) : (
            <Text fw={600} data-testid="retreat-cost">
              0
            </Text>
          )}
        </div>
      </SimpleGrid>
    </Paper>
  );
}
