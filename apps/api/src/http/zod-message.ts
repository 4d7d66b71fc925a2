import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  bigint: '整数',
  nan: '数字',
  boolean: '布尔值 (true 或 false)',
  object: '对象',
  array: '数组',
  null: 'null',
  date: '日期',
};

const hasChinese = (text: string) => /[\u3400-\u9fff]/.test(text);

/** "至少 3 个字符", "不能大于 100": the limit of a too_small / too_big issue in words. */
function describeLimit(origin: string, limit: number | bigint, inclusive: boolean, small: boolean): string {
  const n = Number(limit);
  if (origin === 'string') {
    const chars = inclusive ? n : small ? n + 1 : n - 1;
    return small ? `长度至少为 ${chars} 个字符` : `长度不能超过 ${chars} 个字符`;
  }
  if (origin === 'array' || origin === 'set') {
    const items = inclusive ? n : small ? n + 1 : n - 1;
    return small ? `至少需要 ${items} 项` : `最多 ${items} 项`;
  }
  if (small) return inclusive ? `不能小于 ${n}` : `必须大于 ${n}`;
  return inclusive ? `不能大于 ${n}` : `必须小于 ${n}`;
}

/** "长度应为 32 个字符": an exact length. */
function describeExact(origin: string, length: number | bigint): string {
  return origin === 'array' || origin === 'set' ? `应为 ${Number(length)} 项` : `长度应为 ${Number(length)} 个字符`;
}

/**
 * A short Chinese message naming the first wrong field, e.g. `参数错误: page 应为数字`. A message that the
 * contract itself gives in Chinese (`用户名太短`) is used as it stands; zod's own English texts never reach
 * the client.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issue.path.length ? issue.path.join('.') : '请求体';
  if (hasChinese(issue.message)) return `参数错误: ${field} ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.message.includes('received undefined')) return `参数错误: 缺少 ${field}`;
      return `参数错误: ${field} 应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
      return issue.exact
        ? `参数错误: ${field} ${describeExact(issue.origin, issue.minimum)}`
        : `参数错误: ${field} ${describeLimit(issue.origin, issue.minimum, issue.inclusive ?? true, true)}`;
    case 'too_big':
      return issue.exact
        ? `参数错误: ${field} ${describeExact(issue.origin, issue.maximum)}`
        : `参数错误: ${field} ${describeLimit(issue.origin, issue.maximum, issue.inclusive ?? true, false)}`;
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v)).join('、');
      return `参数错误: ${field} 取值无效，可选 ${options}`;
    }
    case 'invalid_format':
      return `参数错误: ${field} 格式不正确`;
    case 'not_multiple_of':
      return `参数错误: ${field} 应为 ${String(issue.divisor)} 的倍数`;
    default:
      return `参数错误: ${field} 取值无效`;
  }
}
