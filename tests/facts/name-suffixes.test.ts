// Sleeper's records drop generational suffixes; the league says them (readers of 100-112 heard
// "Marvin Harrison" in every FSFFL script as his Hall of Fame father).
import { describe, expect, it } from 'vitest';
import { playerName, type Players } from '../../server/sleeper/schemas';
import { playerName as spoken } from '../../server/recap/script/speech';

const players = {
  '11628': { player_id: '11628', first_name: 'Marvin', last_name: 'Harrison', full_name: 'Marvin Harrison', position: 'WR' },
  '1': { player_id: '1', first_name: 'Kenneth', last_name: 'Walker III', full_name: 'Kenneth Walker III', position: 'RB' },
  '2': { player_id: '2', first_name: 'Tee', last_name: 'Higgins', full_name: 'Tee Higgins', position: 'WR' },
  '3': { player_id: '3', first_name: 'Kenneth', last_name: 'Walker', position: 'RB' },
} as unknown as Players;

describe('a player is named as the league says him', () => {
  it('with the suffix Sleeper leaves out, said in full, and never twice', () => {
    expect(playerName(players, '11628')).toBe('Marvin Harrison Jr.');
    expect(spoken(playerName(players, '11628'))).toBe('Marvin Harrison Junior');
    // A record that has its suffix keeps it; one built from first and last name gets it too.
    expect(playerName(players, '1')).toBe('Kenneth Walker III');
    expect(playerName(players, '3')).toBe('Kenneth Walker III');
    expect(playerName(players, '2')).toBe('Tee Higgins');
    expect(spoken('Kenneth Walker III')).toBe('Kenneth Walker the Third');
  });
});
