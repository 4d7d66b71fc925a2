import { useState } from 'react';
import { Button, Group, useComputedColorScheme } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconFileSpreadsheet, IconPhotoDown } from '@tabler/icons-react';
import type { DeckCard } from '@ptcg/contract';
import { toCsv, toLiveText } from '@ptcg/tcg';
import { SITE_NAME } from '#web/lib/site.ts';
import { downloadBlob, renderDeckImage } from '../lib/deck-image.ts';

/** SPEC 4: copy buttons confirm for half a second. */
export const COPY_FEEDBACK_MS = 500;
export const MINIAPP_COPY_NOTICE = '官方小程序卡组代码复制成功';
export const LIVE_COPY_NOTICE = 'PTCG Live 卡组代码复制成功';

type DeckExportsProps = {
  cards: DeckCard[];
  /** The 18-character mini-app code; the copy button is hidden without one. */
  deckCode: string;
  /** The archetype name, printed on the image. */
  title: string;
};

function fileStem(deckCode: string, title: string): string {
  return (deckCode || title || 'deck').replace(/[\\/:*?"<>|\s]+/g, '_');
}

/** The four exports of a decklist: image, CSV, mini-app code and Pokémon TCG Live text. */
export function DeckExports({ cards, deckCode, title }: DeckExportsProps) {
  const [rendering, setRendering] = useState(false);
  const miniappClipboard = useClipboard({ timeout: COPY_FEEDBACK_MS });
  const liveClipboard = useClipboard({ timeout: COPY_FEEDBACK_MS });
  const isDark = useComputedColorScheme('light') === 'dark';

  const exportImage = async () => {
    setRendering(true);
    try {
      const png = await renderDeckImage(cards, {
        title,
        subtitle: deckCode ? `卡组代码 ${deckCode}` : undefined,
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
    miniappClipboard.copy(deckCode);
    notifications.show({ color: 'teal', message: MINIAPP_COPY_NOTICE });
  };

  const copyLive = () => {
    const { text, skipped } = toLiveText(cards, { createdBy: SITE_NAME, deckCode: deckCode || undefined });
    for (const card of skipped) {
      notifications.show({
        color: 'red',
        title: '导出时跳过',
        message: `${card.cardName} 没有 PTCG Live 版本，导出时将跳过`,
      });
    }
    liveClipboard.copy(text);
    notifications.show({ color: 'teal', message: LIVE_COPY_NOTICE });
  };

  return (
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
          color={miniappClipboard.copied ? 'teal' : undefined}
          leftSection={miniappClipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copyMiniapp}
        >
          {miniappClipboard.copied ? '已复制' : '小程序代码'}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="light"
        color={liveClipboard.copied ? 'teal' : undefined}
        leftSection={liveClipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        onClick={copyLive}
      >
        {liveClipboard.copied ? '已复制' : 'PTCG Live 代码'}
      </Button>
    </Group>
  );
}
