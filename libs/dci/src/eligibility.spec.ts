import { isDciFailure } from './dci-error';
import { checkPlayerEligibility, checkStaffEligibility, samePerson, STAFF_OF_RECORD_ROLES, StaffOfRecord } from './eligibility';

const staff: StaffOfRecord[] = [
  { userId: 'u-organizer', name: 'Olive', role: 'ORGANIZER' },
  { userId: 'u-head', wizardsId: '7001', name: 'Hank', role: 'HEAD_JUDGE' },
  { userId: 'u-judge', name: 'Jo', role: 'JUDGE' },
];

describe('UTR 3: staff of record may not play in a sanctioned event', () => {
  it.each([
    [{ userId: 'u-organizer', name: 'Olive' }, 'organizer'],
    [{ userId: 'u-head' }, 'head judge'],
    [{ wizardsId: ' 7001 ', name: 'Hank H.' }, 'head judge'],
    [{ userId: 'u-judge', name: 'Jo' }, 'judge'],
  ])('%j cannot register: STAFF_CANNOT_PLAY naming the role', (player, role) => {
    const result = checkPlayerEligibility({ sanctioned: true, player, staff });
    expect(isDciFailure(result) && result.error.code).toBe('STAFF_CANNOT_PLAY');
    expect(isDciFailure(result) && result.error.message).toContain(`is the ${role} of this sanctioned event`);
  });

  it('anyone else may play, and staff may play in an unsanctioned event', () => {
    expect(checkPlayerEligibility({ sanctioned: true, player: { userId: 'u-player', wizardsId: '7002' }, staff })).toEqual({ ok: true });
    for (const member of staff) expect(checkPlayerEligibility({ sanctioned: false, player: member, staff })).toEqual({ ok: true });
  });

  it('a registered player cannot become staff of record, in any role', () => {
    const players = [{ userId: 'u-player', name: 'Pat' }, { wizardsId: '9000', name: 'Quinn' }];
    for (const role of STAFF_OF_RECORD_ROLES) {
      const result = checkStaffEligibility({ sanctioned: true, staff: { userId: 'u-player', name: 'Pat', role }, players });
      expect(isDciFailure(result) && result.error.message).toMatch(/^"Pat" plays in this sanctioned event and cannot also be its (organizer|head judge|judge) \(UTR 3\)$/);
      expect(checkStaffEligibility({ sanctioned: false, staff: { userId: 'u-player', role }, players })).toEqual({ ok: true });
    }
    expect(isDciFailure(checkStaffEligibility({ sanctioned: true, staff: { wizardsId: '9000', role: 'JUDGE' }, players }))).toBe(true);
  });

  it('the same person is the same account or the same Wizards id; blank ids match nobody', () => {
    expect(samePerson({ userId: 'a' }, { userId: 'a' })).toBe(true);
    expect(samePerson({ userId: 'a', wizardsId: '1' }, { userId: 'b', wizardsId: '1' })).toBe(true);
    expect(samePerson({ wizardsId: ' ' }, { wizardsId: ' ' })).toBe(false);
    expect(samePerson({ userId: null }, { userId: null })).toBe(false);
  });
});
