import { loadDefaultCardDatabase } from './node/card-files';

describe('derived commander fields over the whole shipped database', () => {
  const db = loadDefaultCardDatabase();

  it('CR 903.3: canBeCommander, derived from the front face, equals MTGJSON leadershipSkills.commander for every card', () => {
    const disagreements = db.all().filter((card) => card.canBeCommander !== (card.leadershipSkills?.commander ?? false));
    expect(disagreements.map((c) => c.name)).toEqual([]);
    expect(db.all().filter((c) => c.canBeCommander).length).toBeGreaterThan(1000);
  });

  it('CR 702.124: every card with the Partner keyword or "Friends forever" gets a partner rule, and only those', () => {
    const withKeyword = db.all().filter((c) => c.faces[0].keywords.some((k) => k === 'Partner' || k === 'Partner with') || /^Friends forever \(/m.test(c.faces[0].text));
    const withRule = db.all().filter((c) => c.partner);
    expect(withRule.map((c) => c.name)).toEqual(withKeyword.map((c) => c.name));
    expect(withRule.filter((c) => c.partner?.kind === 'friendsForever').length).toBeGreaterThan(0);
    for (const card of withRule) {
      if (card.partner?.kind === 'partnerWith') expect(db.card(card.partner.name)?.name).toBe(card.partner.name);
    }
  });
});
