import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { CreateEventInput, EventDetail, EventStatus, UpdateEventInput } from '../graphql/api-types';
import { GraphQLRequestError } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { CREATE_EVENT, EVENTS_WITH_ROLES, EVENT_DETAIL_QUERY, UPDATE_EVENT } from '../graphql/operations';

/**
 * A react-admin data provider over the API's own operations (not ra-data-graphql's
 * allX naming). Only `events` is a react-admin resource; the event's desk, rounds,
 * results and judge pages call their operations directly.
 */
const EDITABLE_FIELDS = ['name', 'format', 'rel', 'startsAt', 'swissRounds', 'topCut', 'gamesPerMatch', 'finalsGamesPerMatch', 'roundMinutes', 'capacity', 'sanctioningRequested', 'rulesEdition', 'percentageFloor', 'mulliganRule', 'gameRules', 'constructedFormat', 'decklistDeadline', 'decklistsPublished', 'registrationOpensAt', 'registrationClosesAt', 'location', 'description'] as const;

function unsupported(resource: string, method: string): never {
  throw new GraphQLRequestError('UNSUPPORTED', `${method} is not available for ${resource}`);
}

function assertEvents(resource: string, method: string): void {
  if (resource !== 'events') unsupported(resource, method);
}

function toInput(data: Partial<Record<string, unknown>>): UpdateEventInput {
  const input: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    // An empty Constructed format is sent as "": the API's way to clear it back to freeform.
    if (field in data) input[field] = data[field] === '' && field !== 'constructedFormat' ? null : data[field];
  }
  return input as UpdateEventInput;
}

async function listEvents(params: GetListParams) {
  const filter = params.filter as { status?: EventStatus; q?: string; mine?: boolean };
  const { events } = await request(EVENTS_WITH_ROLES, { status: filter.status ?? null });
  let rows = events;
  if (filter.q) rows = rows.filter((event) => event.name.toLowerCase().includes(filter.q!.toLowerCase()));
  if (filter.mine) rows = rows.filter((event) => event.myRoles.length > 0);
  const { field, order } = params.sort ?? { field: 'startsAt', order: 'DESC' };
  if (field && field !== 'id') {
    const direction = order === 'ASC' ? 1 : -1;
    rows = [...rows].sort((a, b) => String(a[field as keyof typeof a] ?? '').localeCompare(String(b[field as keyof typeof b] ?? '')) * direction);
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

async function getEvent(id: Identifier): Promise<EventDetail> {
  const { event } = await request(EVENT_DETAIL_QUERY, { id: String(id) });
  if (!event) throw new GraphQLRequestError('NOT_FOUND', `No event with id ${id}`);
  return event;
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    assertEvents(resource, 'getList');
    return (await listEvents(params)) as never;
  },
  async getOne(resource, params) {
    assertEvents(resource, 'getOne');
    return { data: (await getEvent(params.id)) as never };
  },
  async getMany(resource, params) {
    assertEvents(resource, 'getMany');
    return { data: (await Promise.all(params.ids.map(getEvent))) as never };
  },
  async getManyReference(resource) {
    return unsupported(resource, 'getManyReference');
  },
  async create(resource, params) {
    assertEvents(resource, 'create');
    // The team format is set once, at creation (updateEvent has no such field).
    const teamFormat = params.data.teamFormat || null;
    // Digital play is chosen at creation too (the engine plays every match; bots may take seats).
    const digital = params.data.digital === true;
    const { createEvent } = await request(CREATE_EVENT, { input: { ...toInput(params.data), ...(teamFormat ? { teamFormat } : {}), ...(digital ? { digital } : {}) } as CreateEventInput });
    return { data: createEvent as never };
  },
  async update(resource, params) {
    assertEvents(resource, 'update');
    const changed: Record<string, unknown> = {};
    const previous = (params.previousData ?? {}) as RaRecord;
    for (const field of EDITABLE_FIELDS) {
      if (field in params.data && params.data[field] !== previous[field]) changed[field] = params.data[field];
    }
    const { updateEvent } = await request(UPDATE_EVENT, { id: String(params.id), input: toInput(changed) });
    return { data: updateEvent as never };
  },
  async updateMany(resource) {
    return unsupported(resource, 'updateMany');
  },
  async delete(resource) {
    return unsupported(resource, 'delete');
  },
  async deleteMany(resource) {
    return unsupported(resource, 'deleteMany');
  },
};
