import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CARD_KIND_IDS } from '../engine/data/cards.ts';
import {
  GLOSSARY_CATEGORIES,
  glossaryEntries,
  glossaryEntry,
  lookupTerm,
  parseGlossary,
} from './glossary.ts';
import { findTerms, isLinkableAlias } from './glossary-linker.ts';

const root = process.cwd();
const rawFile: unknown = parse(readFileSync(join(root, 'content/glossary.yaml'), 'utf8'));

/** The words of a text that findTerms links, with their entry ids. */
function linked(text: string): [string, string][] {
  return findTerms(text).map((m) => [text.slice(m.start, m.end), m.id]);
}

describe('the glossary file', () => {
  it('is valid', () => {
    expect(() => parseGlossary(rawFile)).not.toThrow();
    expect(parseGlossary(rawFile).length).toBeGreaterThan(150);
  });

  it('has unique ids across terms and cards, and every card kind', () => {
    const ids = glossaryEntries().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of CARD_KIND_IDS) expect(glossaryEntry(id)?.category).toBe('card');
  });

  it('has unique English terms', () => {
    const names = glossaryEntries().map((e) => e.en.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('is sorted by English term', () => {
    const keys = glossaryEntries().map((e) => e.en.replace(/^[^\p{L}\p{N}]+/u, ''));
    const sorted = [...keys].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(keys).toEqual(sorted);
  });

  it('covers the terms of every section of the general rules (002)', () => {
    for (const zh of [
      '身份牌', '武将牌', '游戏牌', '基本牌', '装备牌', '锦囊牌', '延时类锦囊牌', 'EX牌', '花色', '颜色', '势力',
      '牌堆', '弃牌堆', '场上', '区域', '手牌', '装备区', '判定区', '角色的牌', '点数', '体力上限', '手牌上限',
      '已损失的体力值', '距离', '攻击范围', 'X', '锁定技', '限定技', '觉醒技', '主公技', '可以', '转移', '依次', '然后',
      '非', '需', '须', '扣减体力', '来源', '一次伤害', '1点伤害', '属性伤害', '回复', '选择一项', '性别', '回合', '阶段',
      '下家', '跳过', '濒死状态', '死亡', '杀死', '事件', '响应', '结算', '时机', '效果', '无效', '无视', '抵消', '使用',
      '打出', '置入弃牌堆', '弃置', '将……当……使用/打出', '视为', '交给', '拼点', '摸牌', '获得', '代替', '替换', '展示',
      '亮出', '交换', '失去', '判定', '移出游戏', '横置', '重置', '翻面',
      // timings named in the brief
      '造成伤害时', '受到伤害时', '造成伤害后', '受到伤害后', '指定目标时', '指定目标后', '成为目标时', '成为目标后',
    ]) {
      expect(glossaryEntries().some((e) => e.zh === zh), zh).toBe(true);
    }
  });

  it('cites only clauses that exist', () => {
    const dir = join(root, 'content/clauses');
    const ids = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
      const doc = parse(readFileSync(join(dir, f), 'utf8')) as { sections?: { clauses?: { id: string }[] }[] };
      for (const s of doc.sections ?? []) for (const c of s.clauses ?? []) ids.add(c.id);
    }
    for (const e of glossaryEntries()) if (e.clause) expect(ids.has(e.clause), `${e.id} → ${e.clause}`).toBe(true);
  });

  it('is shown on the glossary page under a heading for every category', () => {
    const page = readFileSync(join(root, 'content/docs/reference/glossary.mdx'), 'utf8');
    for (const c of GLOSSARY_CATEGORIES) expect(page, c).toMatch(new RegExp(`<Glossary category="${c}"[ /]`));
  });
});

describe('validation errors', () => {
  const good = { id: 'x-term', en: 'x term', zh: '某', pinyin: 'mǒu', category: 'game', definition: 'A thing.' };

  it('names the file, the field path, the problem and the fix', () => {
    const bad = { terms: [good, { ...good, id: 'y-term', en: 'y term', aliases: [{ term: 'Why', source: 5 }] }] };
    expect(() => parseGlossary(bad)).toThrow(/content\/glossary\.yaml: terms\[1\]\.aliases\[0\]\.source: .*Fix: name who uses the alias/);
  });

  it('rejects an unknown category, naming the allowed ones', () => {
    expect(() => parseGlossary({ terms: [{ ...good, category: 'cards' }] })).toThrow(/terms\[0\]\.category: .*Fix: use one of: card, zone/);
  });

  it('rejects an unknown key', () => {
    expect(() => parseGlossary({ terms: [{ ...good, alias: [] }] })).toThrow(/terms\[0\]: unknown key alias/);
  });

  it('rejects duplicate ids, card ids and repeated English terms', () => {
    expect(() => parseGlossary({ terms: [good, good] })).toThrow(/terms\[1\]\.id: "x-term" is already used by terms\[0\]/);
    expect(() => parseGlossary({ terms: [{ ...good, id: 'dodge' }] })).toThrow(/"dodge" is a card id/);
    expect(() => parseGlossary({ terms: [good, { ...good, id: 'other' }] })).toThrow(/terms\[1\]\.en: "x term" is already/);
  });
});

describe('aliases reach the right entry', () => {
  // By hand from engine-facts §2.4 (FreeKill, englishsanguosha, the sanguoshaenglish blog glossary)
  // and the odd names of the source documents 000 and 004.
  const pairs: [string, string][] = [
    ['Slash', 'strike'], ['Attack', 'strike'], ['Kill', 'strike'], ['Escape', 'dodge'], ['Alcohol', 'wine'],
    ['Fire Slash', 'fire-strike'], ['Thunder Slash', 'thunder-strike'], ['Lightning Attack', 'thunder-strike'],
    ['Dismantlement', 'dismantle'], ['Break', 'dismantle'], ['Steal', 'snatch'], ['Plifer', 'snatch'],
    ['Collateral', 'borrowed-sword'], ['Coerce', 'borrowed-sword'], ['duress', 'borrowed-sword'],
    ['Draw Two', 'ex-nihilo'], ['Negate', 'nullification'], ['Impeccable Plan', 'nullification'],
    ['Savage Assault', 'barbarian-invasion'], ['Archery Attack', 'arrow-barrage'], ['Hail of Arrows', 'arrow-barrage'],
    ['raining arrows', 'arrow-barrage'], ['God Salvation', 'peach-garden'], ['Amazing Grace', 'harvest'],
    ['Indulgence', 'acedia'], ['Capture', 'acedia'], ['Starvation', 'supply-shortage'], ['rations depleted', 'supply-shortage'],
    ['Chains', 'iron-chain'], ['iron shackles', 'iron-chain'], ['Blaze', 'fire-attack'],
    ['Qinggang Sword', 'sword-of-blue-steel'], ['Black Pommel', 'sword-of-blue-steel'], ['Blade', 'azure-dragon'],
    ['Green Dragon Blade', 'azure-dragon'], ['Axe', 'rock-cleaving-axe'], ['Ice Sword', 'frost-blade'],
    ['Kylin Bow', 'kirin-bow'], ['Longbow', 'kirin-bow'], ['Double Sword', 'twin-swords'], ['Gender Swords', 'twin-swords'],
    ['Spear', 'serpent-spear'], ['Sky Scorcher', 'halberd'], ['Fan', 'vermilion-fan'], ['Eight Diagram', 'eight-trigrams'],
    ['Nioh Shield', 'renwang-shield'], ['Black Shield', 'renwang-shield'], ['Wood Armor', 'vine'],
    ['Silver Helmet', 'silver-lion'], ['Red Hare', 'chitu'], ['Shadow Runner', 'jueying'], ['Storm Runner', 'zhuahuang-feidian'],
    // roles and rule words
    ['master', 'lord'], ['King', 'lord'], ['Emperor', 'lord'], ['loyal minister', 'loyalist'], ['anti-thief', 'rebel'],
    ['mole', 'renegade'], ['traitor', 'renegade'], ['spy', 'renegade'], ['Usurper', 'renegade'],
    ['touch a card', 'draw'], ['physical strength', 'hp'], ['military commander', 'hero'], ['Main Phase', 'play-phase'],
    ['graveyard', 'discard-pile'], ['library', 'draw-pile'], ['brink of death', 'dying'], ['Fate Zone', 'judgment-zone'],
  ];
  it.each(pairs)('%s → %s', (alias, id) => {
    expect(lookupTerm(alias).map((e) => e.id)).toContain(id);
  });

  it('keeps a name that is canonical for one entry and an alias of another pointing at the canonical one', () => {
    // "Fire Attack" is 火攻 on this site, but 火杀 in the englishsanguosha tradition.
    expect(lookupTerm('Fire Attack').map((e) => e.id).sort()).toEqual(['fire-attack', 'fire-strike']);
    expect(linked('Use Fire Attack.')).toEqual([['Use', 'use'], ['Fire Attack', 'fire-attack']]);
    expect(isLinkableAlias('Fire Attack')).toBe(false);
    expect(isLinkableAlias('Kill')).toBe(false);
  });
});

describe('findTerms', () => {
  it('finds canonical terms, longest first, in text order', () => {
    expect(linked('Use a Fire Strike on a character within your attack range; a Strike deals normal damage.')).toEqual([
      ['Use', 'use'], ['Fire Strike', 'fire-strike'], ['character', 'character'], ['attack range', 'attack-range'],
      ['Strike', 'strike'], ['normal damage', 'normal-damage'],
    ]);
  });

  it('prefers the longer term where two overlap', () => {
    expect(linked('You lose HP, then lose a card.')).toEqual([['lose HP', 'lose-hp'], ['lose', 'lose']]);
    expect(linked('in play phase')).toEqual([['play phase', 'play-phase']]);
  });

  it('links each entry once, at its first occurrence; a repeated longer term still hides the shorter one inside it', () => {
    expect(linked('Fire Strike, then Fire Strike and Strike.')).toEqual([['Fire Strike', 'fire-strike'], ['Strike', 'strike']]);
    expect(linked('Strike, Strike and Strikes')).toEqual([['Strike', 'strike']]);
  });

  it('is case-insensitive, matches whole words and plurals', () => {
    expect(linked('two PEACHES')).toEqual([['PEACHES', 'peach']]);
    expect(linked('He dodged; the Lordship; overdraw')).toEqual([]);
    expect(linked('the Rebels win')).toEqual([['Rebels', 'rebel']]);
  });

  it('links unambiguous aliases but not ordinary English words', () => {
    expect(linked('the anti-thief uses Slash')).toEqual([['anti-thief', 'rebel'], ['uses', 'use'], ['Slash', 'strike']]);
    expect(linked('Draw two cards, then attack.')).toEqual([['Draw', 'draw']]);
    expect(linked('If your HP drops to 0, you are in the dying state.')).toEqual([['HP', 'hp'], ['dying state', 'dying']]);
  });

  it('does not link function words of the rules', () => {
    expect(linked('You may then choose; X must be red.')).toEqual([]);
  });

  it('handles −1 mount written with either dash', () => {
    expect(linked('a −1 mount')).toEqual([['−1 mount', 'minus-one-mount']]);
    expect(linked('a -1 mount')).toEqual([['-1 mount', 'minus-one-mount']]);
    expect(linked('a +1 mount')).toEqual([['+1 mount', 'plus-one-mount']]);
  });
});
