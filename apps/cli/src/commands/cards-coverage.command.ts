import { Card } from '@arbiter/cards';
import { cardStanding, CardStanding, coverageReport, isKnownCard, cardDefinition, keywordCoverage, oracleCardOf } from '@arbiter/engine';
import { CliCommand, CliUsageError } from '../cli-command';
import { cardDatabaseOf } from '../card-database-input';
import { CommandOptions } from '../event-command-options';
import { printJson } from '../event-file-input';

const USAGE = `arbiter cards coverage [--set CODE] [--keywords] [--json]

Which cards of the card database the engine plays (engine-cards.md): a card is playable when
the engine's definition of it — hand-written, or compiled from its Oracle text — renders that
Oracle text back exactly (reminder text aside). Prints the total, the playable count and the
most common lines of text that do not compile yet, with counts: the map for the next cards.
--set CODE limits it to one set and lists the playable cards and, for the others, the reason.
--keywords lists every keyword of the seeds (2006 rule 502, today's 702) and the later ones the
engine plays, each with its rules, how far the engine plays it and its playable cards. --json prints JSON.`;

function standingsOf(cards: readonly Card[]): CardStanding[] {
  return cards.map((card) => cardStanding(oracleCardOf(card), (name) => (isKnownCard(name) ? cardDefinition(name) : undefined)));
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${((part / whole) * 100).toFixed(1)}%`;
}

/** `arbiter cards coverage [--set CODE] [--keywords] [--json]`. */
export const cardsCoverageCommand: CliCommand = {
  name: 'coverage',
  summary: 'which cards the engine plays (round trip of the Oracle text) and what to build next',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['set'], ['json', 'keywords']);
    const db = cardDatabaseOf(io);
    const code = options.string('set')?.toUpperCase();
    const json = options.has('json');
    if (code !== undefined) {
      if (!db.set(code)) throw new CliUsageError(`UNKNOWN_SET: no set '${code}' in the card database (data of ${db.dataDate})`);
      const standings = standingsOf(db.cardsInSet(code));
      const playableNames = standings.filter((s) => s.playable).map((s) => s.name);
      const missing = standings.flatMap((s) => (s.playable ? [] : [{ name: s.name, reason: s.reason }]));
      if (json) printJson(io, { set: code, total: standings.length, playable: playableNames.length, playableNames, missing });
      else {
        io.stdout(`${code}: ${playableNames.length} of ${standings.length} cards playable (${percent(playableNames.length, standings.length)})\n`);
        for (const m of missing) io.stdout(`  ${m.name}: ${m.reason}\n`);
      }
      return 0;
    }
    const standings = standingsOf(db.all());
    if (options.has('keywords')) {
      const keywords = keywordCoverage(standings);
      if (json) printJson(io, { keywords });
      else for (const [k, v] of Object.entries(keywords)) io.stdout(`${k} (${v.cr.join(', 2006 ')}): ${v.status}, ${v.playable.length} playable${v.missing ? `; not yet: ${v.missing}` : ''}${v.otherText ? `; other text: ${v.otherText}` : ''}\n`);
      return 0;
    }
    const report = coverageReport(standings);
    if (json) printJson(io, report);
    else {
      io.stdout(`${report.playable} of ${report.total} cards playable (${percent(report.playable, report.total)}), card data of ${db.dataDate}\n`);
      io.stdout('most common templates that do not compile yet:\n');
      for (const t of report.templates.slice(0, 20)) io.stdout(`  ${String(t.count).padStart(5)}  ${t.text}\n`);
    }
    return 0;
  },
};
