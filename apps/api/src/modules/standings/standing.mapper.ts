import { PercentageFloor, Standing } from '@arbiter/swiss';
import { PercentageFloorEnum } from '../events';
import { PlayerModel } from '../players';
import { StandingModel } from './standing.model';

/** Rounds a tiebreaker for display and comparison with the CLI (4 decimals, as event-files.md prints them). */
export function roundTo4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Library standings to GraphQL, percentages rounded as the CLI prints them. */
export function toStandingModels(report: { standings: (Standing & { finish?: string })[]; percentageFloor: PercentageFloor; afterRound: number }, players: Map<string, PlayerModel>): StandingModel[] {
  const percentageFloor = report.percentageFloor as PercentageFloorEnum;
  const { afterRound } = report;
  return report.standings.flatMap((s) => {
    const player = players.get(s.player);
    if (!player) return [];
    const rounded = { omw: roundTo4(s.omw), gw: roundTo4(s.gw), ogw: roundTo4(s.ogw) };
    return [{ rank: s.rank, player, matchPoints: s.matchPoints, record: s.record, ...rounded, omwExact: s.omw, gwExact: s.gw, ogwExact: s.ogw, gamePoints: s.gamePoints, gamesPlayed: s.gamesPlayed, percentageFloor, afterRound, finish: s.finish ?? null }];
  });
}
