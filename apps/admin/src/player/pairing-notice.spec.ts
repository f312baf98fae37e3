import { pairingNoticeFor } from './pairing-notice';

const ana = { id: 'a', name: 'Ana Alves' };
const ben = { id: 'b', name: 'Ben Brooks' };
const cy = { id: 'c', name: 'Cy Chen' };
const matches = [
  { bye: false, table: 7, players: [ana, ben] },
  { bye: true, table: null, players: [cy] },
];

describe('pairingNoticeFor', () => {
  it("finds the signed-in player's table and opponent from either side", () => {
    expect(pairingNoticeFor(matches, { playerId: 'b', name: '' })).toEqual({ kind: 'table', table: 7, opponent: 'Ana Alves' });
    expect(pairingNoticeFor(matches, { playerId: 'a', name: 'Someone else' })).toEqual({ kind: 'table', table: 7, opponent: 'Ben Brooks' });
  });

  it('finds a reader who is not signed in by the name they searched, whatever its case', () => {
    expect(pairingNoticeFor(matches, { playerId: null, name: ' ana alves ' })).toEqual({ kind: 'table', table: 7, opponent: 'Ben Brooks' });
  });

  it('says bye for a bye, and nothing for a reader it cannot find', () => {
    expect(pairingNoticeFor(matches, { playerId: 'c', name: '' })).toEqual({ kind: 'bye' });
    expect(pairingNoticeFor(matches, { playerId: null, name: '' })).toEqual({ kind: 'unknown' });
    expect(pairingNoticeFor(matches, { playerId: 'z', name: 'Ana Alves' })).toEqual({ kind: 'unknown' });
  });
});
