import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '#web/components/icons.ts';
import { EXPLORE_LINKS } from '#web/lib/site.ts';
import classes from '../home-page.module.css';
import { HomeSection } from './home-section.tsx';

/** Other card-game sites, each opened in a new tab. */
export function ExploreLinks() {
  return (
    <HomeSection title="探索">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="xs" component="ul" className={classes.plainList}>
        {EXPLORE_LINKS.map((link) => (
          <li key={link.href}>
            <UnstyledButton
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.explore}
            >
              <Text size="sm" fw={600} className={classes.exploreName}>
                {link.name}
                <IconExternalLink size={13} className={classes.inlineIcon} aria-label="在新标签页打开" />
              </Text>
              <Text size="xs" c="dimmed">
                {link.description}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
