import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '#web/components/icons.ts';
import { useLocation, useNavigate } from 'react-router';
import { basicResultPath } from '#web/lib/paths.ts';
import classes from './app-layout.module.css';

/**
 * The basic card search on every page: a box in the header on wide screens, a search icon that
 * opens the box over the header on phones. Enter runs the search; an exact print ("SV1S 069")
 * opens that card (see the results page).
 */
export function HeaderSearch({ phone }: { phone: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // A page change closes the phone search box.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === '') return;
    input.current?.blur();
    setOpen(false);
    void navigate(basicResultPath(query, false, false));
  };

  if (phone && !open) {
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        c="var(--mantine-color-text)"
        size="lg"
        onClick={() => setOpen(true)}
        aria-label="搜索卡牌"
        ml="auto"
      >
        <IconSearch size={20} stroke={1.8} />
      </ActionIcon>
    );
  }

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="站内卡牌搜索"
      className={phone ? classes.headerSearchPhone : classes.headerSearch}
    >
      <TextInput
        ref={input}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && phone) setOpen(false);
        }}
        placeholder="搜索卡牌：名称、拼音、SV1S 069"
        aria-label="搜索卡牌"
        leftSection={<IconSearch size={16} />}
        rightSection={phone ? <CloseButton size="sm" aria-label="关闭搜索" onClick={() => setOpen(false)} /> : null}
        enterKeyHint="search"
        radius="xl"
        size="sm"
      />
    </form>
  );
}
