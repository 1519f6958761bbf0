// The house rules a scenario may turn on (scenario ids, kebab-case; see HOUSE_RULE_KEYS for the
// engine's switch), apart from the schemas so that the builder's controls can list them without either.
export const HOUSE_RULE_IDS = ['last-three', 'reincarnation', 'dark-souls', 'scoring'] as const;
export type HouseRuleId = (typeof HOUSE_RULE_IDS)[number];
