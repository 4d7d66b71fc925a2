import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '#web/components/icons.ts';
import { SEARCH_DEBOUNCE_MS } from '#web/lib/ui.ts';

type SearchBoxProps = {
  /** The committed search (from the URL). */
  value: string;
  onCommit: (value: string) => void;
};

/** Search input that commits after a pause in typing (or at once on Enter / clear). */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  // Back/forward changes the URL under the input: show what the URL now says.
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  const commit = (next: string) => {
    setCommitted(next.trim());
    onCommit(next.trim());
  };
  const debouncedCommit = useDebouncedCallback(commit, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        debouncedCommit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          debouncedCommit.cancel();
          commit(draft);
        }
      }}
      placeholder="搜索昵称或选手编号"
      aria-label="搜索选手"
      leftSection={<IconSearch size={16} />}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label="清除搜索"
            onClick={() => {
              debouncedCommit.cancel();
              setDraft('');
              commit('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', xs: 280 }}
    />
  );
}
