// The engine's eager composition root: the core (install-core.ts) and every hero pack, mode and
// house rule. Node's scripts, the tests (vitest.config.ts: setupFiles) and the build (the scenario
// runs of content-data/scenarios.ts) import it for its effect; the browser never does: it loads a
// table's rules one by one (rules/load.ts), the same modules through the same installers.
import { addHeroPack, addHouseRule, addMode } from './install-core.ts';
import { HERO_PACKS } from './heroes/index.ts';
import { MODE_PARTS, MODES } from '../modes/index.ts';
import { RULES as LAST_THREE } from '../modes/house/last-three.ts';
import { RULES as REINCARNATION } from '../modes/house/reincarnation.ts';
import { RULES as DARK_SOULS } from '../modes/house/dark-souls.ts';
import type { HouseRule, HouseSwitch } from '../modes/house/house-types.ts';

/** Every house rule with rules in the engine, by its switch (a new switch without its rule is a type error). */
export const HOUSE_RULES: { readonly [K in HouseSwitch]: HouseRule } = { lastThree: LAST_THREE, reincarnation: REINCARNATION, darkSouls: DARK_SOULS };

for (const pack of HERO_PACKS) addHeroPack(pack);
for (const mode of Object.values(MODES)) addMode(mode);
for (const add of MODE_PARTS) add();
for (const rule of Object.values(HOUSE_RULES)) addHouseRule(rule);
