// The shapes of the 3v3 slot in the game state (GameState.modeData for options.mode '3v3'). Types
// only and no imports, so types.ts can name the slot without an import cycle. JSON only: `type`,
// not `interface`, so the JSON check in types.ts accepts them.
export type Side = 'warm' | 'cool';

export type Who = 'commander' | 'vanguards';

export type Protocol = {
  readonly stage: 'first-side' | 'who-acts' | 'turns';
  readonly right: Side | null; // the side with the right to act
  readonly queue: readonly string[]; // seats still to take a turn in the current action
  readonly turned: readonly string[]; // seats whose identity card is sideways
  readonly round: number;
  readonly opening: boolean; // the first action of the game: the first side begins with its Commander
};

export type Draft = {
  readonly pool: readonly string[]; // heroes still on the table
  readonly first: Side | null; // the side that picks first (the warm Commander decides)
  readonly picks: Readonly<Record<Side, readonly string[]>>;
  readonly made: number; // picks made so far
  readonly lineup: Readonly<Record<Side, readonly string[]>>; // placed so far: Commander, first Vanguard, second Vanguard
};

export type ThreesData = {
  readonly protocol: Protocol;
  readonly draft: Draft | null;
};
