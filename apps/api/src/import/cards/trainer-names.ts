/**
 * Mainland names of trainer and special energy cards with the English name of the same card, for
 * the English bridge. Keys are the simplified names the converter produces; a name with a
 * parenthesised speaker ("博士的研究（奥琳博士）") is looked up without it when absent here.
 */
export const TRAINER_NAMES_EN: Record<string, string> = {
  // Items
  宝可梦交替: 'Switch', 高级球: 'Ultra Ball', 宝可梦捕捉器: 'Pokémon Catcher', 超级球: 'Great Ball',
  神奇糖果: 'Rare Candy', 雾之水晶: 'Fog Crystal', 先机球: 'Quick Ball', 巢穴球: 'Nest Ball',
  等级球: 'Level Ball', 普通钓竿: 'Ordinary Rod', 能量转移: 'Energy Switch', 能量输送: 'Energy Search',
  伤药: 'Potion', 粉碎之锤: 'Crushing Hammer', 离洞绳: 'Escape Rope',
  '宝可装置3.0': 'Pokégear 3.0', '宝可齿轮3.0': 'Pokégear 3.0', 进化薰香: 'Evolution Incense',
  足量水桶: 'Capacious Bucket', 能量回收: 'Energy Retrieval', 金属碟: 'Metal Saucer', 精灵球: 'Poké Ball',
  放逐吸尘器: 'Lost Vacuum', 洗翠的沉重球: 'Hisuian Heavy Ball', 洛托姆自行车: 'Rotom Bike',
  山谷回音喇叭: 'Echoing Horn', 暗黑修正档: 'Dark Patch', 涡轮修正档: 'Turbo Patch', 健行鞋: 'Trekking Shoes',
  电气发生器: 'Electric Generator', 超级能量回收: 'Superior Energy Retrieval', 厉害钓竿: 'Super Rod',
  大地之容器: 'Earthen Vessel', 朋友手册: 'Pal Pad', 对战VIP参加证: 'Battle VIP Pass', 伤害水泵: 'Damage Pump',
  反击捕捉器: 'Counter Catcher', 好友宝芬: 'Buddy-Buddy Poffin', 顶尖捕捉器: 'Prime Catcher', 大师球: 'Master Ball',
  交替推车: 'Switch Cart', 夜间担架: 'Night Stretcher', 秘密箱: 'Secret Box', 森林封印石: 'Forest Seal Stone',
  道具拆除器: 'Tool Scrapper', 回收网: 'Rescue Carrier', 高级香氛: 'Hyper Aroma', 超级伤药: 'Super Potion',
  厉害伤药: 'Hyper Potion', 能量回收器: 'Energy Recycler', 高科技雷达: 'Techno Radar', 手机洛托姆: 'Rotom Phone',
  强力糖锭: 'Power Tablet', 野餐篮: 'Picnic Basket', 能量贴纸: 'Energy Sticker', 陈旧的贝壳化石: 'Antique Helix Fossil',
  陈旧的甲壳化石: 'Antique Dome Fossil', 陈旧的秘密琥珀: 'Antique Old Amber',
  // Supporters
  裁判: 'Judge', 博士的研究: "Professor's Research", 玛俐: 'Marnie', 老大的指令: "Boss's Orders",
  赫普: 'Hop', 奇巴纳: 'Raihan', 妮莫: 'Nemona', 竹兰的霸气: "Cynthia's Ambition", 奇树: 'Iono',
  可尔妮的气势: "Korrina's Focus", 克拉拉: 'Klara', 希巴: 'Bruno', 亚洛: 'Milo', 聂梓: 'Piers', 丹帝: 'Leon',
  露璃娜: 'Nessa', 珠贝: 'Irida', 短裤小子: 'Youngster', 卡芜: 'Kabu', 养鸟人: 'Bird Keeper', 彩豆: 'Bea',
  冒险家的发现: "Adventurer's Discovery", 派帕: 'Arven', 帕底亚的学生: 'Paldean Student', 丹瑜: 'Dendra',
  宝可梦中心的姐姐: 'Pokémon Center Lady', 索妮亚: 'Sonia', 波普菈: 'Opal', 欧尼奥: 'Allister',
  宝可梦培育家的育成: "Pokémon Breeder's Nurturing", 洛兹: 'Rose', 皮欧尼: 'Peony', 夏科娅: 'Peonia',
  男学生: 'Schoolboy', 女学生: 'Schoolgirl', 阿克罗玛的实验: "Colress's Experiment", 莎莉娜: 'Serena',
  吉尼亚: 'Jacq', 牡丹: 'Penny', 波琵: 'Poppy', 阳伞姐姐: 'Parasol Lady', 奥琳博士的气魄: "Professor Sada's Vitality",
  弗图博士的剧本: "Professor Turo's Scenario", 梅洛可: 'Mela', 松叶的信心: "Morty's Conviction",
  暗码迷的解读: "Ciphermaniac's Codebreaking", 阿杏的秘招: "Janine's Secret Art", 竹兰: 'Cynthia', 奥利薇: 'Oleana',
  呐喊队手下: 'Team Yell Grunt', 赛宝利: 'Avery', 嘉德丽雅: 'Caitlin', 菊子: 'Agatha', 阿渡: 'Lance',
  天星队手下: 'Team Star Grunt', 克拉韦尔: 'Clavell', 坂木的领导力: "Giovanni's Charisma", 莉佳的招待: "Erika's Invitation",
  探险家的向导: "Explorer's Guidance", 古兹马: 'Guzma', 莉莉艾: 'Lillie', 露莎米奈: 'Lusamine', 空木博士的指导: "Professor Kukui",
  赤红的挑战: "Red's Challenge", 美蓉: 'Melony', 阿驯: 'Adaman', 乌栗: 'Kieran', 紫竽: 'Carmine', 彼特: 'Bede',
  小菊儿的璀璨: "Elesa's Sparkle", 阿响的冒险: "Ethan's Adventure", 梨花的信念: "Karen's Conviction", 望罗: 'Volo',
  莱姆: 'Ryme', 青木: 'Larry', 青木的手法: "Larry's Skill", 主持人的带动: "Emcee's Hype", 米莫莎: 'Miriam', 阿枫: 'Katy',
  // Stadiums
  草路竞技场: 'Turffield Stadium', 通顶雪道: 'Path to the Peak', 训练场地: 'Training Court', 洛兹大厦: 'Rose Tower',
  海滩场地: 'Beach Court', 恶之塔: 'Tower of Darkness', 水之塔: 'Tower of Waters', 崩塌的竞技场: 'Collapsed Stadium',
  宝可梦联盟总部: 'Pokémon League Headquarters', 神奥神殿: 'Temple of Sinnoh', 祭典会场: 'Festival Grounds',
  零之大空洞: 'Area Zero Underdepths', 祝庆村: 'Jubilife Village', 桌台市: 'Mesagoza',
  // Tools
  讲究腰带: 'Choice Belt', 燃烧围巾: 'Burning Scarf', 学习装置: 'Exp. Share', 大护符: 'Big Charm', 气球: 'Air Balloon',
  凸凸头盔: 'Rocky Helmet', 勇气护符: 'Bravery Charm', 活力头带: 'Vitality Band', 不服输头带: 'Defiance Band',
  豪华斗篷: 'Luxurious Cape', '驱劲能量 古代': 'Ancient Booster Energy Capsule', '驱劲能量 未来': 'Future Booster Energy Capsule',
  '招式学习器 演进': 'Technical Machine: Evolution', 岩石胸甲: 'Rock Chestplate', 叶隐披风: 'Leafy Camo Poncho',
  '招式学习器 衰退': 'Technical Machine: Devolution', 安全护目镜: 'Protective Goggles',
  // Special energies
  极光能量: 'Aurora Energy', 高温火能量: 'Heat Fire Energy', 高速雷能量: 'Speed Lightning Energy',
  恐怖超能量: 'Horror Psychic Energy', 潜行恶能量: 'Hiding Darkness Energy', 强力无能量: 'Powerful Colorless Energy',
  双子能量: 'Twin Energy', 芳香草能量: 'Aromatic Grass Energy', 岩石斗能量: 'Stone Fighting Energy',
  清洗水能量: 'Wash Water Energy', 双重涡轮能量: 'Double Turbo Energy', 涂层钢能量: 'Coating Metal Energy',
  捕获能量: 'Capture Energy', 一击能量: 'Single Strike Energy', 连击能量: 'Rapid Strike Energy',
  汇流能量: 'Fusion Strike Energy', 反转能量: 'Reversal Energy', 喷射能量: 'Jet Energy', 夜光能量: 'Luminous Energy',
  治疗能量: 'Therapeutic Energy', 薄雾能量: 'Mist Energy', 幸运能量: 'Lucky Energy', 礼品能量: 'Gift Energy',
  V防守能量: 'V Guard Energy', 宝藏能量: 'Treasure Energy', 冲击能量: 'Impact Energy', 螺旋能量: 'Spiral Energy',
  回力镖能量: 'Boomerang Energy', 医疗能量: 'Medical Energy', 火箭队能量: "Team Rocket's Energy", 富裕能量: 'Enriching Energy',
  古旧能量: 'Legacy Energy',
};
