import { useEffect, useRef, useState } from 'react';
import { CloseButton, Group, Paper, Text, Textarea } from '@mantine/core';
import { COPY_FEEDBACK_MS } from '#web/lib/ui.ts';

export const MANUAL_COPY_LABEL = '请手动复制';

type ManualCopyRequest = { text: string; what: string };

/**
 * Copies text to the clipboard and says only what happened: `copied` turns on (for COPY_FEEDBACK_MS)
 * and `onCopied` runs after the browser has confirmed the copy. Where the page may not write to the
 * clipboard (a plain-HTTP address, a refused permission), `manual` holds the text instead, for
 * ManualCopy to show selected so the player can copy it by hand.
 */
export function useCopyText() {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState<ManualCopyRequest | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string, what: string, onCopied?: () => void) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
    } catch {
      setManual({ text, what });
      return;
    }
    setManual(null);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    onCopied?.();
  };

  return { copy, copied, manual, closeManual: () => setManual(null) };
}

/** The text a copy could not put on the clipboard, selected in a field, with 请手动复制. */
export function ManualCopy({ request, onClose }: { request: ManualCopyRequest | null; onClose: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [request]);
  if (!request) return null;
  const lines = request.text.split('\n').length;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={`${MANUAL_COPY_LABEL}：${request.what}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {MANUAL_COPY_LABEL}
        </Text>
        <CloseButton size="sm" onClick={onClose} aria-label="关闭" />
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        浏览器不允许本页写入剪贴板，{request.what}已选中，请长按或按 Ctrl+C（⌘C）复制。
      </Text>
      <Textarea
        ref={field}
        aria-label={request.what}
        value={request.text}
        readOnly
        autosize
        minRows={1}
        maxRows={Math.min(lines, 12)}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="manual-copy"
      />
    </Paper>
  );
}
