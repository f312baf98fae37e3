import { recommendStructure } from '@arbiter/swiss';
import { EventEntity } from './event.entity';

/** Swiss rounds and top cut: the organizer's choice, else MTR App. E from the players registered so far. */
export function plannedStructure(event: EventEntity, attendance: number): { swissRounds: number; topCut: number } {
  const recommended = recommendStructure({ players: attendance, format: event.format === 'LIMITED' ? 'limited' : 'constructed' });
  return { swissRounds: event.swissRounds ?? recommended.swissRounds, topCut: event.topCut ?? recommended.topCut };
}
