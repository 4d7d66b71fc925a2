import { useState } from 'react';
import { Button, Group, Stack, useComputedColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconFileSpreadsheet, IconPhotoDown } from '#web/components/icons.ts';
import type { DeckCard } from '@ptcg/contract';
import { toCsv, toLiveText } from '@ptcg/tcg';
import { ManualCopy, useCopyText } from '#web/components/copy-text.tsx';
import { SITE_NAME } from '#web/lib/site.ts';
import { downloadBlob, renderDeckImage } from '../lib/deck-image.ts';

export const MINIAPP_COPY_NOTICE = '官方小程序卡组代码复制成功';
export const LIVE_COPY_NOTICE = 'PTCG Live 卡组代码复制成功';

type DeckExportsProps = {
  cards: DeckCard[];
  /** The official mini-app code that came with the deck, or ''; without one there is no mini-app export. */
  deckCode: string;
  /** The archetype name, printed on the image. */
  title: string;
};

function fileStem(deckCode: string, title: string): string {
  return (deckCode || title || 'deck').replace(/[\\/:*?"<>|\s]+/g, '_');
}

/** The exports of a decklist: image, CSV, the official mini-app code (when it has one) and Pokémon TCG Live text. */
export function DeckExports({ cards, deckCode, title }: DeckExportsProps) {
  const [rendering, setRendering] = useState(false);
  const miniappCopy = useCopyText();
  const liveCopy = useCopyText();
  const isDark = useComputedColorScheme('light') === 'dark';

  const exportImage = async () => {
    setRendering(true);
    try {
      const png = await renderDeckImage(cards, {
        title,
        subtitle: deckCode ? `小程序卡组代码 ${deckCode}` : undefined,
        siteName: SITE_NAME,
        isDark,
      });
      downloadBlob(png, `${fileStem(deckCode, title)}.png`);
    } catch {
      notifications.show({ color: 'red', title: '图片导出失败', message: '请稍后重试' });
    } finally {
      setRendering(false);
    }
  };

  const exportCsv = () => {
    const csv = toCsv(cards, { baseUrl: window.location.origin, bom: true });
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${fileStem(deckCode, title)}.csv`);
  };

  const copyMiniapp = () => {
    liveCopy.closeManual();
    void miniappCopy.copy(deckCode, '小程序卡组代码', () =>
      notifications.show({ color: 'teal', message: MINIAPP_COPY_NOTICE }),
    );
  };

  const copyLive = () => {
    miniappCopy.closeManual();
    const { text, skipped } = toLiveText(cards, { createdBy: SITE_NAME, deckCode: deckCode || undefined });
    if (skipped.length > 0) {
      // One notice for the whole export, naming every card left out.
      notifications.show({
        color: 'red',
        title: '导出时跳过',
        message: `${skipped.map((card) => card.cardName).join('、')} 没有 PTCG Live 版本，导出时将跳过`,
      });
    }
    void liveCopy.copy(text, 'PTCG Live 卡组代码', () =>
      notifications.show({ color: 'teal', message: LIVE_COPY_NOTICE }),
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPhotoDown size={16} />}
          loading={rendering}
          onClick={exportImage}
        >
          导出图片
        </Button>
        <Button size="xs" variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={exportCsv}>
          导出 CSV
        </Button>
        {deckCode ? (
          <Button
            size="xs"
            variant="light"
            color={miniappCopy.copied ? 'teal' : undefined}
            leftSection={miniappCopy.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copyMiniapp}
          >
            {miniappCopy.copied ? '已复制' : '小程序代码'}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="light"
          color={liveCopy.copied ? 'teal' : undefined}
          leftSection={liveCopy.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copyLive}
        >
          {liveCopy.copied ? '已复制' : 'PTCG Live 代码'}
        </Button>
      </Group>
      <ManualCopy request={miniappCopy.manual} onClose={miniappCopy.closeManual} />
      <ManualCopy request={liveCopy.manual} onClose={liveCopy.closeManual} />
    </Stack>
  );
}
