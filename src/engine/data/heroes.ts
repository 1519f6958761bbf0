// The 25 heroes of the Standard edition (标准版): name, epithet, faction, HP, gender and skills.
// Pure data. Faction, HP and gender are the Standard edition's (engine-facts §3; every engine agrees).
// Skill `tags` and `timing` describe the revised wording (界限突破) that source 000 prints, which is
// the site's primary version; where the classic (2008) wording differs (`differs: true`), `timing`
// also names the classic timing, and the clause `heroes.<hero>.<skill>.classic` gives its text.
// Clause texts live in content/clauses/heroes.yaml as `heroes.<hero>.<skill>.revised|classic`.

export type Faction = 'wei' | 'shu' | 'wu' | 'qun';
export type Gender = 'male' | 'female';
export type Wording = 'revised' | 'classic';
export type SkillTag = 'trigger' | 'view-as' | 'status' | 'active' | 'compulsory' | 'limited' | 'lord';

export const HERO_IDS = [
  'cao-cao', 'si-ma-yi', 'xia-hou-dun', 'zhang-liao', 'xu-chu', 'guo-jia', 'zhen-ji',
  'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying',
  'sun-quan', 'gan-ning', 'lv-meng', 'huang-gai', 'zhou-yu', 'da-qiao', 'lu-xun', 'sun-shang-xiang',
  'hua-tuo', 'lv-bu', 'diao-chan',
] as const;
export type HeroId = (typeof HERO_IDS)[number];

export interface SkillInfo {
  /** Pinyin kebab-case, one word per syllable: 'jian-xiong'. */
  readonly id: string;
  readonly zh: string;
  readonly pinyin: string;
  /** The site's canonical English name. */
  readonly en: string;
  /** Other English names in use (FreeKill / sanguoshaenglish, englishsanguosha, source 000). */
  readonly aliases: readonly string[];
  readonly tags: readonly SkillTag[];
  /** One line: when the skill applies, with the Chinese timing name. */
  readonly timing: string;
  /** True when the classic (2008) wording differs from the revised one. */
  readonly differs: boolean;
}

export interface HeroInfo {
  readonly id: HeroId;
  readonly en: string;
  readonly zh: string;
  readonly pinyin: string;
  /** The hero's epithet (称号) on the Standard edition card. */
  readonly title: string;
  readonly titleZh: string;
  readonly faction: Faction;
  readonly hp: number;
  readonly gender: Gender;
  readonly skills: readonly SkillInfo[];
}

export const HEROES: Readonly<Record<HeroId, HeroInfo>> = {
  // ---- Wei 魏 ----
  'cao-cao': {
    id: 'cao-cao', en: 'Cao Cao', zh: '曹操', pinyin: 'Cáo Cāo',
    title: 'Emperor Wu of Wei', titleZh: '魏武帝',
    faction: 'wei', hp: 4, gender: 'male',
    skills: [
      {
        id: 'jian-xiong', zh: '奸雄', pinyin: 'jiānxióng', en: 'Villainous Hero',
        aliases: ['Evil Hero'],
        tags: ['trigger'],
        timing: 'after you take damage (受到伤害后)',
        differs: true,
      },
      {
        id: 'hu-jia', zh: '护驾', pinyin: 'hùjià', en: 'Escort',
        aliases: ['Royal Escort'],
        tags: ['lord', 'view-as'],
        timing: 'whenever you need to use or play a Dodge (需要使用或打出【闪】时)',
        differs: false,
      },
    ],
  },
  'si-ma-yi': {
    id: 'si-ma-yi', en: 'Sima Yi', zh: '司马懿', pinyin: 'Sīmǎ Yì',
    title: "The Ghost with the Wolf's Glance", titleZh: '狼顾之鬼',
    faction: 'wei', hp: 3, gender: 'male',
    skills: [
      {
        id: 'fan-kui', zh: '反馈', pinyin: 'fǎnkuì', en: 'Retaliation',
        aliases: ['Feedback'],
        tags: ['trigger'],
        timing: 'after you take damage, once per point of damage (受到1点伤害后); classic: once per instance of damage (受到伤害后)',
        differs: true,
      },
      {
        id: 'gui-cai', zh: '鬼才', pinyin: 'guǐcái', en: 'Demonic Talent',
        aliases: ['Devil'],
        tags: ['trigger'],
        timing: "before any character's judgment card takes effect (判定牌生效前, the retrial window)",
        differs: true,
      },
    ],
  },
  'xia-hou-dun': {
    id: 'xia-hou-dun', en: 'Xiahou Dun', zh: '夏侯惇', pinyin: 'Xiàhóu Dūn',
    title: 'The One-Eyed Rakshasa', titleZh: '独眼的罗刹',
    faction: 'wei', hp: 4, gender: 'male',
    skills: [
      {
        id: 'gang-lie', zh: '刚烈', pinyin: 'gāngliè', en: 'Eye for an Eye',
        aliases: ['Unyielding', 'Staunch'],
        tags: ['trigger'],
        timing: 'after you take damage, once per point of damage (受到1点伤害后); classic: once per instance of damage (受到伤害后)',
        differs: true,
      },
    ],
  },
  'zhang-liao': {
    id: 'zhang-liao', en: 'Zhang Liao', zh: '张辽', pinyin: 'Zhāng Liáo',
    title: 'General of the Vanguard', titleZh: '前将军',
    faction: 'wei', hp: 4, gender: 'male',
    skills: [
      {
        id: 'tu-xi', zh: '突袭', pinyin: 'tūxí', en: 'Sudden Strike',
        aliases: ['Raid', 'Ambush'],
        tags: ['trigger'],
        timing: 'your draw phase, when you would draw cards (摸牌阶段摸牌时)',
        differs: true,
      },
    ],
  },
  'xu-chu': {
    id: 'xu-chu', en: 'Xu Chu', zh: '许褚', pinyin: 'Xǔ Chǔ',
    title: 'The Tiger Fool', titleZh: '虎痴',
    faction: 'wei', hp: 4, gender: 'male',
    skills: [
      {
        id: 'luo-yi', zh: '裸衣', pinyin: 'luǒyī', en: 'Bare-Chested',
        aliases: ['Bare Chested', 'Bare the Chest'],
        tags: ['trigger'],
        timing: 'start of your draw phase (摸牌阶段开始时); classic: when you draw in your draw phase (摸牌阶段摸牌时)',
        differs: true,
      },
    ],
  },
  'guo-jia': {
    id: 'guo-jia', en: 'Guo Jia', zh: '郭嘉', pinyin: 'Guō Jiā',
    title: 'The Prophet Who Died Young', titleZh: '早终的先知',
    faction: 'wei', hp: 3, gender: 'male',
    skills: [
      {
        id: 'tian-du', zh: '天妒', pinyin: 'tiāndù', en: "Heaven's Envy",
        aliases: ['Envy of Heaven'],
        tags: ['trigger'],
        timing: 'after your judgment card takes effect (判定牌生效后)',
        differs: false,
      },
      {
        id: 'yi-ji', zh: '遗计', pinyin: 'yíjì', en: 'Bequeathed Strategy',
        aliases: ['Bestowed Rouse'],
        tags: ['trigger'],
        timing: 'after you take damage, once per point of damage (受到1点伤害后)',
        differs: true,
      },
    ],
  },
  'zhen-ji': {
    id: 'zhen-ji', en: 'Zhen Ji', zh: '甄姬', pinyin: 'Zhēn Jī',
    title: 'The Ill-Fated Beauty', titleZh: '薄幸的美人',
    faction: 'wei', hp: 3, gender: 'female',
    skills: [
      {
        id: 'qing-guo', zh: '倾国', pinyin: 'qīngguó', en: 'Overturned Country',
        aliases: ['Helen of Troy', 'Gorgeous Beauty'],
        tags: ['view-as'],
        timing: 'whenever you need to use or play a Dodge (需要使用或打出【闪】时)',
        differs: false,
      },
      {
        id: 'luo-shen', zh: '洛神', pinyin: 'luòshén', en: 'Goddess Luo',
        aliases: ['River Goddess', 'Goddess of Luo'],
        tags: ['trigger'],
        timing: 'start of your start phase (准备阶段开始时)',
        differs: true,
      },
    ],
  },
  // ---- Shu 蜀 ----
  'liu-bei': {
    id: 'liu-bei', en: 'Liu Bei', zh: '刘备', pinyin: 'Liú Bèi',
    title: 'Hero of a Troubled Age', titleZh: '乱世的枭雄',
    faction: 'shu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'ren-de', zh: '仁德', pinyin: 'réndé', en: 'Benevolence',
        aliases: ['Kindness'],
        tags: ['active'],
        timing: 'your play phase, once for each other character (出牌阶段每名角色限一次); classic: any number of times (出牌阶段)',
        differs: true,
      },
      {
        id: 'ji-jiang', zh: '激将', pinyin: 'jījiàng', en: 'Rouse',
        aliases: ['Fierce General'],
        tags: ['lord', 'view-as'],
        timing: 'whenever you need to use or play a Strike (需要使用或打出【杀】时)',
        differs: false,
      },
    ],
  },
  'guan-yu': {
    id: 'guan-yu', en: 'Guan Yu', zh: '关羽', pinyin: 'Guān Yǔ',
    title: 'Lord of the Magnificent Beard', titleZh: '美髯公',
    faction: 'shu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'wu-sheng', zh: '武圣', pinyin: 'wǔshèng', en: 'Warrior Saint',
        aliases: ['Fighting Saint', 'Saint Warrior'],
        tags: ['view-as', 'status'],
        timing: 'whenever you need to use or play a Strike (需要使用或打出【杀】时); ♦ Strikes: always',
        differs: true,
      },
    ],
  },
  'zhang-fei': {
    id: 'zhang-fei', en: 'Zhang Fei', zh: '张飞', pinyin: 'Zhāng Fēi',
    title: 'A Match for Ten Thousand', titleZh: '万夫不当',
    faction: 'shu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'pao-xiao', zh: '咆哮', pinyin: 'páoxiào', en: 'Roar',
        aliases: [],
        tags: ['compulsory', 'status'],
        timing: 'always, during your turn (锁定技)',
        differs: true,
      },
    ],
  },
  'zhu-ge-liang': {
    id: 'zhu-ge-liang', en: 'Zhuge Liang', zh: '诸葛亮', pinyin: 'Zhūgě Liàng',
    title: 'The Chancellor in His Twilight', titleZh: '迟暮的丞相',
    faction: 'shu', hp: 3, gender: 'male',
    skills: [
      {
        id: 'guan-xing', zh: '观星', pinyin: 'guānxīng', en: 'Stargazing',
        aliases: ['Stargaze', 'Star Gazing', 'Astrology'],
        tags: ['trigger'],
        timing: 'start of your start phase (准备阶段开始时); revised: possibly again in your end phase (结束阶段)',
        differs: true,
      },
      {
        id: 'kong-cheng', zh: '空城', pinyin: 'kōngchéng', en: 'Empty Fort',
        aliases: ['Empty City'],
        tags: ['compulsory', 'status'],
        timing: 'always, while you have no hand cards (锁定技)',
        differs: false,
      },
    ],
  },
  'zhao-yun': {
    id: 'zhao-yun', en: 'Zhao Yun', zh: '赵云', pinyin: 'Zhào Yún',
    title: 'The Young General', titleZh: '少年将军',
    faction: 'shu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'long-dan', zh: '龙胆', pinyin: 'lóngdǎn', en: 'Dragon Courage',
        aliases: ['Dragon Heart'],
        tags: ['view-as'],
        timing: 'whenever you need to use or play a Strike or a Dodge (需要使用或打出【杀】/【闪】时)',
        differs: false,
      },
    ],
  },
  'ma-chao': {
    id: 'ma-chao', en: 'Ma Chao', zh: '马超', pinyin: 'Mǎ Chāo',
    title: 'One Rider Worth a Thousand', titleZh: '一骑当千',
    faction: 'shu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'ma-shu', zh: '马术', pinyin: 'mǎshù', en: 'Horsemanship',
        aliases: [],
        tags: ['compulsory', 'status'],
        timing: 'always (锁定技): your distance to others',
        differs: false,
      },
      {
        id: 'tie-ji', zh: '铁骑', pinyin: 'tiěqí', en: 'Iron Cavalry',
        aliases: ['Iron Calvary'],
        tags: ['trigger'],
        timing: 'after a Strike you use targets a character, once per target (指定目标后)',
        differs: true,
      },
    ],
  },
  'huang-yue-ying': {
    id: 'huang-yue-ying', en: 'Huang Yueying', zh: '黄月英', pinyin: 'Huáng Yuèyīng',
    title: 'The Heroine in Seclusion', titleZh: '归隐的杰女',
    faction: 'shu', hp: 3, gender: 'female',
    skills: [
      {
        id: 'ji-zhi', zh: '集智', pinyin: 'jízhì', en: 'Gathering Wisdom',
        aliases: ['Wisdom'],
        tags: ['trigger'],
        timing: 'when you use a trick card (使用时); classic: a non-delayed trick card',
        differs: true,
      },
      {
        id: 'qi-cai', zh: '奇才', pinyin: 'qícái', en: 'Wondrous Talent',
        aliases: ['Genius'],
        tags: ['compulsory', 'status'],
        timing: 'always (锁定技)',
        differs: true,
      },
    ],
  },
  // ---- Wu 吴 ----
  'sun-quan': {
    id: 'sun-quan', en: 'Sun Quan', zh: '孙权', pinyin: 'Sūn Quán',
    title: 'The Young and Worthy Ruler', titleZh: '年轻的贤君',
    faction: 'wu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'zhi-heng', zh: '制衡', pinyin: 'zhìhéng', en: 'Balance of Power',
        aliases: ['Reconsider'],
        tags: ['active'],
        timing: 'once per play phase (出牌阶段限一次)',
        differs: true,
      },
      {
        id: 'jiu-yuan', zh: '救援', pinyin: 'jiùyuán', en: 'Rescue',
        aliases: ['Rescued'],
        tags: ['lord', 'trigger'],
        timing: "when another Wu character uses a Peach (使用【桃】时); classic (compulsory): when another Wu character's Peach makes you recover HP (回复体力前)",
        differs: true,
      },
    ],
  },
  'gan-ning': {
    id: 'gan-ning', en: 'Gan Ning', zh: '甘宁', pinyin: 'Gān Níng',
    title: 'The Brocade-Sail Rover', titleZh: '锦帆游侠',
    faction: 'wu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'qi-xi', zh: '奇袭', pinyin: 'qíxí', en: 'Surprise Raid',
        aliases: ['Surprise'],
        tags: ['view-as'],
        timing: 'whenever you could use a Dismantle (your play phase)',
        differs: false,
      },
    ],
  },
  'lv-meng': {
    id: 'lv-meng', en: 'Lü Meng', zh: '吕蒙', pinyin: 'Lǚ Méng',
    title: 'Crossing the River in White', titleZh: '白衣渡江',
    faction: 'wu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'ke-ji', zh: '克己', pinyin: 'kèjǐ', en: 'Self-Restraint',
        aliases: ['Self Mastery'],
        tags: ['trigger'],
        timing: 'before your discard phase (阶段切换时)',
        differs: false,
      },
    ],
  },
  'huang-gai': {
    id: 'huang-gai', en: 'Huang Gai', zh: '黄盖', pinyin: 'Huáng Gài',
    title: 'Sacrificing Himself for the State', titleZh: '轻身为国',
    faction: 'wu', hp: 4, gender: 'male',
    skills: [
      {
        id: 'ku-rou', zh: '苦肉', pinyin: 'kǔròu', en: 'Sacrificial Injury',
        aliases: ['Trojan Flesh', 'Battered Body'],
        tags: ['active'],
        timing: 'once per play phase (出牌阶段限一次); classic: any number of times in your play phase (出牌阶段)',
        differs: true,
      },
    ],
  },
  'zhou-yu': {
    id: 'zhou-yu', en: 'Zhou Yu', zh: '周瑜', pinyin: 'Zhōu Yú',
    title: 'The Grand Commander', titleZh: '大都督',
    faction: 'wu', hp: 3, gender: 'male',
    skills: [
      {
        id: 'ying-zi', zh: '英姿', pinyin: 'yīngzī', en: 'Dashing Hero',
        aliases: ['Handsome', 'Brave Gesture'],
        tags: ['compulsory', 'trigger', 'status'],
        timing: 'your draw phase (摸牌阶段), and your hand limit (锁定技); classic: optional, draw phase only',
        differs: true,
      },
      {
        // 000 calls this skill "Sow Discord", which is this site's name for Diao Chan's 离间; the
        // alias is left out on purpose so that an English name never points at two skills.
        id: 'fan-jian', zh: '反间', pinyin: 'fǎnjiàn', en: 'Sow Dissension',
        aliases: ['Sow Revolt'],
        tags: ['active'],
        timing: 'once per play phase (出牌阶段限一次)',
        differs: true,
      },
    ],
  },
  'da-qiao': {
    id: 'da-qiao', en: 'Da Qiao', zh: '大乔', pinyin: 'Dà Qiáo',
    title: 'The Reserved Flower', titleZh: '矜持之花',
    faction: 'wu', hp: 3, gender: 'female',
    skills: [
      {
        id: 'guo-se', zh: '国色', pinyin: 'guósè', en: 'National Beauty',
        aliases: ['Country Scene'],
        tags: ['active', 'view-as'],
        timing: 'once per play phase (出牌阶段限一次); classic: whenever you could use an Acedia',
        differs: true,
      },
      {
        id: 'liu-li', zh: '流离', pinyin: 'liúlí', en: 'Displace',
        aliases: ['Shirk'],
        tags: ['trigger'],
        timing: 'when you become the target of a Strike (成为目标时)',
        differs: false,
      },
    ],
  },
  'lu-xun': {
    id: 'lu-xun', en: 'Lu Xun', zh: '陆逊', pinyin: 'Lù Xùn',
    title: 'The Scholar of Heroic Talent', titleZh: '儒生雄才',
    faction: 'wu', hp: 3, gender: 'male',
    skills: [
      {
        id: 'qian-xun', zh: '谦逊', pinyin: 'qiānxùn', en: 'Humility',
        aliases: [],
        tags: ['trigger'],
        timing: 'when a trick card takes effect on you as its only target (生效时); classic (compulsory): always',
        differs: true,
      },
      {
        id: 'lian-ying', zh: '连营', pinyin: 'liányíng', en: 'One After Another',
        aliases: ['Linked Camps'],
        tags: ['trigger'],
        timing: 'after you lose hand cards and have none left (失去手牌后)',
        differs: true,
      },
    ],
  },
  'sun-shang-xiang': {
    id: 'sun-shang-xiang', en: 'Sun Shangxiang', zh: '孙尚香', pinyin: 'Sūn Shàngxiāng',
    title: 'The Bow-Waisted Princess', titleZh: '弓腰姬',
    faction: 'wu', hp: 3, gender: 'female',
    skills: [
      {
        id: 'jie-yin', zh: '结姻', pinyin: 'jiéyīn', en: 'Marriage',
        aliases: [],
        tags: ['active'],
        timing: 'once per play phase (出牌阶段限一次)',
        differs: true,
      },
      {
        id: 'xiao-ji', zh: '枭姬', pinyin: 'xiāojī', en: 'Warrior Lady',
        aliases: ['Armed Consorts', 'Warrior Princess'],
        tags: ['trigger'],
        timing: 'after you lose a card from your equipment zone, once per card (失去装备区里的牌后)',
        differs: false,
      },
    ],
  },
  // ---- Qun 群 ----
  'hua-tuo': {
    id: 'hua-tuo', en: 'Hua Tuo', zh: '华佗', pinyin: 'Huà Tuó',
    title: 'The Divine Physician', titleZh: '神医',
    faction: 'qun', hp: 3, gender: 'male',
    skills: [
      {
        id: 'ji-jiu', zh: '急救', pinyin: 'jíjiù', en: 'First Aid',
        aliases: [],
        tags: ['view-as'],
        timing: 'outside your turn, whenever you could use a Peach (回合外)',
        differs: false,
      },
      {
        id: 'qing-nang', zh: '青囊', pinyin: 'qīngnáng', en: 'Green Salve',
        aliases: ['Green Vesicle', 'The Book of Green Vesicle'],
        tags: ['active'],
        timing: 'once per play phase, again after a red discard (出牌阶段限一次)',
        differs: true,
      },
    ],
  },
  'lv-bu': {
    id: 'lv-bu', en: 'Lü Bu', zh: '吕布', pinyin: 'Lǚ Bù',
    title: 'The Embodiment of Martial Might', titleZh: '武的化身',
    faction: 'qun', hp: 4, gender: 'male',
    skills: [
      {
        id: 'wu-shuang', zh: '无双', pinyin: 'wúshuāng', en: 'Matchless',
        aliases: ['Without Equal'],
        tags: ['compulsory', 'trigger'],
        timing: 'after a Strike you use targets a character (指定目标后), and in every Duel you take part in (锁定技)',
        differs: false,
      },
    ],
  },
  'diao-chan': {
    id: 'diao-chan', en: 'Diao Chan', zh: '貂蝉', pinyin: 'Diāochán',
    title: 'The Peerless Dancer', titleZh: '绝世的舞姬',
    faction: 'qun', hp: 3, gender: 'female',
    skills: [
      {
        id: 'li-jian', zh: '离间', pinyin: 'líjiàn', en: 'Sow Discord',
        aliases: ['Seed of Animosity', 'Wedge Driving'],
        tags: ['active'],
        timing: 'once per play phase (出牌阶段限一次)',
        differs: true,
      },
      {
        id: 'bi-yue', zh: '闭月', pinyin: 'bìyuè', en: 'Eclipse the Moon',
        aliases: ['Envious by Moon', 'Eclipse'],
        tags: ['trigger'],
        timing: 'start of your end phase (结束阶段开始时)',
        differs: true,
      },
    ],
  },
};

/** The hero with this id. */
export function hero(id: HeroId): HeroInfo {
  return HEROES[id];
}

const HERO_ID_SET: ReadonlySet<string> = new Set(HERO_IDS);

export function isHeroId(s: string): s is HeroId {
  return HERO_ID_SET.has(s);
}
