import { isTeamFormat, TEAM_FORMATS, TEAM_SIZES, TeamFormat } from '@arbiter/dci';
import { eventError } from './events.errors';

/**
 * The team format createEvent asks for: `teamFormat`, or the one format of `teamSize`
 * (2: Two-Headed Giant, 3: Trios); null for an individual event. A size that no format has,
 * or one that disagrees with the format, is refused; team events are paper events.
 */
export function requestedTeamFormat(input: { teamSize?: number | null; teamFormat?: string | null; digital?: boolean | null }): TeamFormat | null {
  const { teamSize, teamFormat } = input;
  if ((teamSize === null || teamSize === undefined) && (teamFormat === null || teamFormat === undefined)) return null;
  if (teamFormat !== null && teamFormat !== undefined && !isTeamFormat(teamFormat)) {
    throw eventError('INVALID_EVENT_INPUT', `teamFormat must be one of ${TEAM_FORMATS.join(', ')}, got "${teamFormat}"`, { field: 'teamFormat', teamFormat });
  }
  const format = teamFormat ?? TEAM_FORMATS.find((f) => TEAM_SIZES[f] === teamSize);
  if (!format) throw eventError('INVALID_EVENT_INPUT', `teamSize must be 2 (Two-Headed Giant) or 3 (Trios), got ${teamSize}`, { field: 'teamSize', teamSize });
  if (teamSize !== null && teamSize !== undefined && TEAM_SIZES[format] !== teamSize) {
    throw eventError('INVALID_EVENT_INPUT', `a ${format} team has ${TEAM_SIZES[format]} players, but teamSize is ${teamSize}`, { field: 'teamSize', teamSize, teamFormat: format });
  }
  if (input.digital) throw eventError('INVALID_EVENT_INPUT', 'team events are paper events: digital must be false', { field: 'digital' });
  return format;
}
