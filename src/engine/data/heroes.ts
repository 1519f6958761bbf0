// The 25 heroes of the Standard edition (标准版) with every name they go by: the rules' facts
// (hero-facts.ts, which the engine reads; with the pinyin the builder's search reads, and the skills' facts, SKILL_FACTS), the epithet (称号) on the card, and per
// skill the pinyin, the other English names in use and a one-line timing, which the hero pages,
// search and the builder show.
// Skill `timing` describes the revised wording (界限突破) that source 000 prints; where the classic
// (2008) wording differs, it also names the classic timing.
import { HERO_IDS, HEROES as FACTS, SKILL_FACTS, type HeroId, type HeroInfo as HeroFacts, type SkillInfo as SkillFacts } from './hero-facts.ts';

export * from './hero-facts.ts';

/** A skill's pinyin, other names and timing. */
export interface SkillTexts {
  readonly pinyin: string;
  /** Other English names in use (FreeKill / sanguoshaenglish, englishsanguosha, source 000). */
  readonly aliases: readonly string[];
  /** One line: when the skill applies, with the Chinese timing name. */
  readonly timing: string;
}

export interface SkillInfo extends SkillFacts, SkillTexts {}

/** A hero's epithet, and its skills' texts by skill id. */
interface HeroTexts {
  /** The hero's epithet (称号) on the Standard edition card. */
  readonly title: string;
  readonly titleZh: string;
  readonly skills: Readonly<Record<string, SkillTexts>>;
}

export interface HeroInfo extends Omit<HeroFacts, 'skills'>, Omit<HeroTexts, 'skills'> {
  readonly skills: readonly SkillInfo[];
}

const TEXTS: Readonly<Record<HeroId, HeroTexts>> = {
  // ---- Wei 魏 ----
  'cao-cao': {
    title: 'Emperor Wu of Wei', titleZh: '魏武帝',
    skills: {
      'jian-xiong': { pinyin: 'jiānxióng', aliases: ['Evil Hero'],
        timing: 'after you take damage (受到伤害后)' },
      'hu-jia': { pinyin: 'hùjià', aliases: ['Royal Escort'],
        timing: 'whenever you need to use or play a Dodge (需要使用或打出【闪】时)' },
    },
  },
  'si-ma-yi': {
    title: "The Ghost with the Wolf's Glance", titleZh: '狼顾之鬼',
    skills: {
      'fan-kui': { pinyin: 'fǎnkuì', aliases: ['Feedback'],
        timing: 'after you take damage, once per point of damage (受到1点伤害后); classic: once per instance of damage (受到伤害后)' },
      'gui-cai': { pinyin: 'guǐcái', aliases: ['Devil'],
        timing: "before any character's judgment card takes effect (判定牌生效前, the retrial window)" },
    },
  },
  'xia-hou-dun': {
    title: 'The One-Eyed Rakshasa', titleZh: '独眼的罗刹',
    skills: {
      'gang-lie': { pinyin: 'gāngliè', aliases: ['Unyielding', 'Staunch'],
        timing: 'after you take damage, once per point of damage (受到1点伤害后); classic: once per instance of damage (受到伤害后)' },
    },
  },
  'zhang-liao': {
    title: 'General of the Vanguard', titleZh: '前将军',
    skills: {
      'tu-xi': { pinyin: 'tūxí', aliases: ['Raid', 'Ambush'],
        timing: 'your draw phase, when you would draw cards (摸牌阶段摸牌时)' },
    },
  },
  'xu-chu': {
    title: 'The Tiger Fool', titleZh: '虎痴',
    skills: {
      'luo-yi': { pinyin: 'luǒyī', aliases: ['Bare Chested', 'Bare the Chest'],
        timing: 'start of your draw phase (摸牌阶段开始时); classic: when you draw in your draw phase (摸牌阶段摸牌时)' },
    },
  },
  'guo-jia': {
    title: 'The Prophet Who Died Young', titleZh: '早终的先知',
    skills: {
      'tian-du': { pinyin: 'tiāndù', aliases: ['Envy of Heaven'],
        timing: 'after your judgment card takes effect (判定牌生效后)' },
      'yi-ji': { pinyin: 'yíjì', aliases: ['Bestowed Rouse'],
        timing: 'after you take damage, once per point of damage (受到1点伤害后)' },
    },
  },
  'zhen-ji': {
    title: 'The Ill-Fated Beauty', titleZh: '薄幸的美人',
    skills: {
      'qing-guo': { pinyin: 'qīngguó', aliases: ['Helen of Troy', 'Gorgeous Beauty'],
        timing: 'whenever you need to use or play a Dodge (需要使用或打出【闪】时)' },
      'luo-shen': { pinyin: 'luòshén', aliases: ['River Goddess', 'Goddess of Luo'],
        timing: 'start of your start phase (准备阶段开始时)' },
    },
  },
  // ---- Shu 蜀 ----
  'liu-bei': {
    title: 'Hero of a Troubled Age', titleZh: '乱世的枭雄',
    skills: {
      'ren-de': { pinyin: 'réndé', aliases: ['Kindness'],
        timing: 'your play phase, once for each other character (出牌阶段每名角色限一次); classic: any number of times (出牌阶段)' },
      'ji-jiang': { pinyin: 'jījiàng', aliases: ['Fierce General'],
        timing: 'whenever you need to use or play a Strike (需要使用或打出【杀】时)' },
    },
  },
  'guan-yu': {
    title: 'Lord of the Magnificent Beard', titleZh: '美髯公',
    skills: {
      'wu-sheng': { pinyin: 'wǔshèng', aliases: ['Fighting Saint', 'Saint Warrior'],
        timing: 'whenever you need to use or play a Strike (需要使用或打出【杀】时); ♦ Strikes: always' },
    },
  },
  'zhang-fei': {
    title: 'A Match for Ten Thousand', titleZh: '万夫不当',
    skills: {
      'pao-xiao': { pinyin: 'páoxiào', aliases: [],
        timing: 'always, during your turn (锁定技)' },
    },
  },
  'zhu-ge-liang': {
    title: 'The Chancellor in His Twilight', titleZh: '迟暮的丞相',
    skills: {
      'guan-xing': { pinyin: 'guānxīng', aliases: ['Stargaze', 'Star Gazing', 'Astrology'],
        timing: 'start of your start phase (准备阶段开始时); revised: possibly again in your end phase (结束阶段)' },
      'kong-cheng': { pinyin: 'kōngchéng', aliases: ['Empty City'],
        timing: 'always, while you have no hand cards (锁定技)' },
    },
  },
  'zhao-yun': {
    title: 'The Young General', titleZh: '少年将军',
    skills: {
      'long-dan': { pinyin: 'lóngdǎn', aliases: ['Dragon Heart'],
        timing: 'whenever you need to use or play a Strike or a Dodge (需要使用或打出【杀】/【闪】时)' },
    },
  },
  'ma-chao': {
    title: 'One Rider Worth a Thousand', titleZh: '一骑当千',
    skills: {
      'ma-shu': { pinyin: 'mǎshù', aliases: [],
        timing: 'always (锁定技): your distance to others' },
      'tie-ji': { pinyin: 'tiěqí', aliases: ['Iron Calvary'],
        timing: 'after a Strike you use targets a character, once per target (指定目标后)' },
    },
  },
  'huang-yue-ying': {
    title: 'The Heroine in Seclusion', titleZh: '归隐的杰女',
    skills: {
      'ji-zhi': { pinyin: 'jízhì', aliases: ['Wisdom'],
        timing: 'when you use a trick card (使用时); classic: a non-delayed trick card' },
      'qi-cai': { pinyin: 'qícái', aliases: ['Genius'],
        timing: 'always (锁定技)' },
    },
  },
  // ---- Wu 吴 ----
  'sun-quan': {
    title: 'The Young and Worthy Ruler', titleZh: '年轻的贤君',
    skills: {
      'zhi-heng': { pinyin: 'zhìhéng', aliases: ['Reconsider'],
        timing: 'once per play phase (出牌阶段限一次)' },
      'jiu-yuan': { pinyin: 'jiùyuán', aliases: ['Rescued'],
        timing: "when another Wu character uses a Peach (使用【桃】时); classic (compulsory): when another Wu character's Peach makes you recover HP (回复体力前)" },
    },
  },
  'gan-ning': {
    title: 'The Brocade-Sail Rover', titleZh: '锦帆游侠',
    skills: {
      'qi-xi': { pinyin: 'qíxí', aliases: ['Surprise'],
        timing: 'whenever you could use a Dismantle (your play phase)' },
    },
  },
  'lv-meng': {
    title: 'Crossing the River in White', titleZh: '白衣渡江',
    skills: {
      'ke-ji': { pinyin: 'kèjǐ', aliases: ['Self Mastery'],
        timing: 'before your discard phase (阶段切换时)' },
    },
  },
  'huang-gai': {
    title: 'Sacrificing Himself for the State', titleZh: '轻身为国',
    skills: {
      'ku-rou': { pinyin: 'kǔròu', aliases: ['Trojan Flesh', 'Battered Body'],
        timing: 'once per play phase (出牌阶段限一次); classic: any number of times in your play phase (出牌阶段)' },
    },
  },
  'zhou-yu': {
    title: 'The Grand Commander', titleZh: '大都督',
    skills: {
      'ying-zi': { pinyin: 'yīngzī', aliases: ['Handsome', 'Brave Gesture'],
        timing: 'your draw phase (摸牌阶段), and your hand limit (锁定技); classic: optional, draw phase only' },
      // 000 calls this skill "Sow Discord", which is this site's name for Diao Chan's 离间; the
      // alias is left out on purpose so that an English name never points at two skills.
      'fan-jian': { pinyin: 'fǎnjiàn', aliases: ['Sow Revolt'],
        timing: 'once per play phase (出牌阶段限一次)' },
    },
  },
  'da-qiao': {
    title: 'The Reserved Flower', titleZh: '矜持之花',
    skills: {
      'guo-se': { pinyin: 'guósè', aliases: ['Country Scene'],
        timing: 'once per play phase (出牌阶段限一次); classic: whenever you could use an Acedia' },
      'liu-li': { pinyin: 'liúlí', aliases: ['Shirk'],
        timing: 'when you become the target of a Strike (成为目标时)' },
    },
  },
  'lu-xun': {
    title: 'The Scholar of Heroic Talent', titleZh: '儒生雄才',
    skills: {
      'qian-xun': { pinyin: 'qiānxùn', aliases: [],
        timing: 'when a trick card takes effect on you as its only target (生效时); classic (compulsory): always' },
      'lian-ying': { pinyin: 'liányíng', aliases: ['Linked Camps'],
        timing: 'after you lose hand cards and have none left (失去手牌后)' },
    },
  },
  'sun-shang-xiang': {
    title: 'The Bow-Waisted Princess', titleZh: '弓腰姬',
    skills: {
      'jie-yin': { pinyin: 'jiéyīn', aliases: [],
        timing: 'once per play phase (出牌阶段限一次)' },
      'xiao-ji': { pinyin: 'xiāojī', aliases: ['Armed Consorts', 'Warrior Princess'],
        timing: 'after you lose a card from your equipment zone, once per card (失去装备区里的牌后)' },
    },
  },
  // ---- Qun 群 ----
  'hua-tuo': {
    title: 'The Divine Physician', titleZh: '神医',
    skills: {
      'ji-jiu': { pinyin: 'jíjiù', aliases: [],
        timing: 'outside your turn, whenever you could use a Peach (回合外)' },
      'qing-nang': { pinyin: 'qīngnáng', aliases: ['Green Vesicle', 'The Book of Green Vesicle'],
        timing: 'once per play phase, again after a red discard (出牌阶段限一次)' },
    },
  },
  'lv-bu': {
    title: 'The Embodiment of Martial Might', titleZh: '武的化身',
    skills: {
      'wu-shuang': { pinyin: 'wúshuāng', aliases: ['Without Equal'],
        timing: 'after a Strike you use targets a character (指定目标后), and in every Duel you take part in (锁定技)' },
    },
  },
  'diao-chan': {
    title: 'The Peerless Dancer', titleZh: '绝世的舞姬',
    skills: {
      'li-jian': { pinyin: 'líjiàn', aliases: ['Seed of Animosity', 'Wedge Driving'],
        timing: 'once per play phase (出牌阶段限一次)' },
      'bi-yue': { pinyin: 'bìyuè', aliases: ['Envious by Moon', 'Eclipse'],
        timing: 'start of your end phase (结束阶段开始时)' },
    },
  },
};

function withTexts(id: HeroId): HeroInfo {
  const { skills, ...texts } = TEXTS[id];
  return {
    ...FACTS[id], ...texts,
    skills: FACTS[id].skills.map((s) => {
      const t = skills[s.id];
      const f = SKILL_FACTS[id][s.id]; // hero-rules.test.ts checks each hero's (heroProblems)
      if (!t || !f) throw new Error(`heroes.ts: no texts for the skill ${s.id} of ${id}`);
      return { ...s, ...f, ...t };
    }),
  };
}

export const HEROES: Readonly<Record<HeroId, HeroInfo>> = Object.fromEntries(HERO_IDS.map((id) => [id, withTexts(id)])) as Record<HeroId, HeroInfo>;

/** The hero with this id. */
export function hero(id: HeroId): HeroInfo {
  return HEROES[id];
}
