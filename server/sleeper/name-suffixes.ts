// Sleeper's player records leave out generational suffixes: its "Marvin Harrison" is Marvin Harrison
// Jr., the rookie, not his Hall of Fame father, and every league says the suffix (readers of
// 100-112 heard its absence in every dynasty script). Only players the league says it for, as
// broadcasts and fantasy apps say them; a record that already has one keeps its own.

/** Full name as Sleeper spells it → the suffix said after it. */
const SUFFIXES: Readonly<Record<string, string>> = {
  'Marvin Harrison': 'Jr.',
  'Kenneth Walker': 'III',
  'Michael Pittman': 'Jr.',
  'Odell Beckham': 'Jr.',
  'Brian Thomas': 'Jr.',
  'Travis Etienne': 'Jr.',
  'Brian Robinson': 'Jr.',
  'Michael Penix': 'Jr.',
  'Marvin Mims': 'Jr.',
  'Tyrone Tracy': 'Jr.',
  'Luther Burden': 'III',
  'Harold Fannin': 'Jr.',
  'Ollie Gordon': 'II',
  'Calvin Austin': 'III',
  'John Metchie': 'III',
  'Velus Jones': 'Jr.',
  'Melvin Gordon': 'III',
  'Darrell Henderson': 'Jr.',
  'Irv Smith': 'Jr.',
  'Jeff Wilson': 'Jr.',
  'Pierre Strong': 'Jr.',
  'Ronald Jones': 'II',
  'Allen Robinson': 'II',
};

/** A player's name with the suffix the league says, where Sleeper's record leaves it out. */
export function withSuffix(name: string): string {
  const suffix = SUFFIXES[name];
  return suffix ? `${name} ${suffix}` : name;
}
