import { eventSecretHmac } from '../digital';

/**
 * The seed of a player's or seat's packs: an HMAC of the event's secret (the one digital matches
 * use), so nothing public predicts what anyone opens, and the stored packs are the record.
 */
export function packSeed(eventSecret: string, purpose: string): string {
  return eventSecretHmac(eventSecret, `limited-packs:${purpose}`).toString('hex');
}
