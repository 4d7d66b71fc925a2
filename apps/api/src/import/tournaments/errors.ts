/**
 * A rejected import. The message names the file, the record and the field, e.g.
 * "文件 a.json 赛事 ext-12 第 3 条成绩 decks[0].cards[5]: 找不到卡牌 SV1S 999", so an operator can find
 * the line to fix; the whole command is rolled back.
 */
export class ImportError extends Error {
  constructor(
    readonly where: string,
    readonly reason: string,
  ) {
    super(where ? `${where}: ${reason}` : reason);
    this.name = 'ImportError';
  }
}

/** "decks[0].cards[5]" from a path of keys and indexes. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** Joins location parts, leaving out empty ones. */
export function at(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
}
