import type { Rng } from './rng.ts';

/** Word tables for plausible Chinese player nicknames and team names. */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏飞浩宇轩然辰晨阳博文睿泽昊天一鸣子涵梓萱欣怡思远嘉俊志豪宏毅佳琪雨婷诗雅婉清嘉懿煜城懿轩烨伟苑博伟泽熠彤鸿煊博涛烨霖烨华煜祺智宸正豪昊然明杰立诚立轩立辉峻熙弘文熠彤鸿煊烨霖哲瀚鑫鹏致远俊驰雨泽烨磊晟睿天佑文昊修洁黎昕远航旭尧鸿涛伟祺荣轩越泽浩宇瑾瑜皓轩擎苍擎宇志泽子轩睿渊弘文哲瀚雨泽楷瑞建辉致远俊驰';
const ADJECTIVES = [
  '快乐的',
  '安静的',
  '爱睡觉的',
  '不会输的',
  '迷路的',
  '勇敢的',
  '温柔的',
  '认真的',
  '永远的',
  '无敌的',
  '孤独的',
  '幸运的',
  '努力的',
  '会飞的',
  '爱喝奶茶的',
  '早起的',
  '夜行的',
  '傲娇的',
  '神秘的',
  '闪耀的',
  '冷静的',
  '热血的',
  '佛系',
  '超级',
];
const NOUNS = [
  '训练家',
  '小火龙',
  '皮卡丘',
  '伊布',
  '卡比兽',
  '耿鬼',
  '喷火龙',
  '沙奈朵',
  '路卡利欧',
  '胖丁',
  '可达鸭',
  '呆呆兽',
  '妙蛙种子',
  '杰尼龟',
  '百变怪',
  '梦幻',
  '超梦',
  '快龙',
  '暴鲤龙',
  '雷丘',
  '谜拟Q',
  '小海狮',
  '咕咕',
  '猫头夜鹰',
  '果然翁',
  '波克比',
  '星星',
  '月亮',
  '汽水',
  '奶茶',
  '饭团',
  '咸鱼',
  '柠檬',
  '西瓜',
  '布丁',
  '桃子',
  '橘子',
  '雪糕',
  '薯条',
  '汉堡',
  '团子',
  '狐狸',
  '猫咪',
  '熊猫',
  '兔子',
  '企鹅',
  '海豹',
  '鲸鱼',
  '白鸽',
  '山雀',
  '松鼠',
  '柴犬',
  '仓鼠',
];
const SUFFIXES = [
  '',
  '',
  '',
  '酱',
  '君',
  '同学',
  '大师',
  '小队长',
  '本尊',
  '二号',
  'Pro',
  '丶',
  '_',
  '233',
  '666',
  '007',
  '520',
  '99',
  '2024',
  '88',
];
const LATIN = [
  'Ace',
  'Leo',
  'Kiko',
  'Momo',
  'Neko',
  'Yuki',
  'Zed',
  'Ray',
  'Kai',
  'Lin',
  'Max',
  'Sky',
  'Rin',
  'Nova',
  'Bobo',
  'Tony',
  'Jack',
  'Coco',
  'Lucky',
  'Ken',
];
const CITIES_SHORT = [
  '沪上',
  '京城',
  '羊城',
  '鹏城',
  '蓉城',
  '杭城',
  '江城',
  '金陵',
  '山城',
  '长安',
  '星城',
  '津门',
  '姑苏',
  '泉城',
  '鹭岛',
  '春城',
];
const TEAM_WORDS = [
  '火焰',
  '雷电',
  '深海',
  '星辰',
  '疾风',
  '冰霜',
  '烈日',
  '月影',
  '山岳',
  '森林',
  '极光',
  '旋涡',
  '钢铁',
  '幻影',
  '龙鳞',
  '彩虹',
];
const TEAM_SUFFIXES = ['战队', '俱乐部', '联盟', '小队', '训练营', '研究所', '道馆'];

const chars = (s: string) => [...s];
const SURNAME_LIST = chars(SURNAMES);
const GIVEN_LIST = chars(GIVEN);

export function nickname(rng: Rng): string {
  const style = rng.next();
  if (style < 0.22) return rng.pick(ADJECTIVES) + rng.pick(NOUNS) + rng.pick(SUFFIXES);
  if (style < 0.4)
    return rng.pick(['小', '阿', '老', '大']) + rng.pick(GIVEN_LIST) + rng.pick(['', '', '同学', '哥', '姐', '酱']);
  if (style < 0.58)
    return rng.pick(SURNAME_LIST) + rng.pick(GIVEN_LIST) + (rng.chance(0.6) ? rng.pick(GIVEN_LIST) : '');
  if (style < 0.72)
    return rng.pick(NOUNS) + rng.pick(['爱好者', '收集者', '守护者', '使', '控', '本控', '不睡觉', '在此']);
  if (style < 0.84) return rng.pick(CITIES_SHORT) + rng.pick(NOUNS) + rng.pick(SUFFIXES);
  if (style < 0.93)
    return (
      rng.pick(LATIN) +
      rng.pick(['', '_', '']) +
      rng.pick(NOUNS.slice(0, 26)) +
      rng.pick(['', '', '', String(rng.int(1, 99))])
    );
  return (
    rng.pick(LATIN) +
    rng.pick(['', '', '_']) +
    rng.pick([String(rng.int(10, 999)), rng.pick(SURNAME_LIST) + rng.pick(GIVEN_LIST)])
  );
}

export function teamName(rng: Rng, city: string): string {
  return `${city.replace(/市$/, '')}${rng.pick(TEAM_WORDS)}${rng.pick(TEAM_SUFFIXES)}`;
}

const STORE_WORDS = [
  '潮极巨',
  '卡之屋',
  '星火',
  '对战',
  '皮皮',
  '集换',
  '牌友',
  '卡趣',
  '闪光',
  '宝藏',
  '梦幻',
  '极光',
  '金卡',
  '彩虹',
  '伊布',
  '咕咕',
  '龙鳞',
  '晨星',
];
const STORE_SUFFIXES = ['TCG', '卡牌', '卡牌馆', '桌游', '卡牌俱乐部', '对战空间', '卡牌屋', '桌游吧'];

/** A card shop hosting a city event (城市赛 rows are named after the series and the shop). */
export function storeName(rng: Rng): string {
  return `${rng.pick(STORE_WORDS)}${rng.pick(STORE_SUFFIXES)}`;
}
