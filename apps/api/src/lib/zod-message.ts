import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串', number: '数字', boolean: '布尔值', object: '对象', array: '数组', null: 'null', undefined: '空',
};

/** A short Chinese message naming the first wrong field, e.g. `参数错误: page 应为数字`. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issue.path.length ? issue.path.join('.') : '请求体';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.message.includes('received undefined')) return `参数错误: 缺少 ${field}`;
      return `参数错误: ${field} 应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
      return `参数错误: ${field} 过小或过短 (${issue.message})`;
    case 'too_big':
      return `参数错误: ${field} 过大或过长 (${issue.message})`;
    case 'invalid_value':
      return `参数错误: ${field} 取值无效`;
    default:
      return `参数错误: ${field} ${issue.message}`;
  }
}
