/** The name a player last searched for on this phone ("Find my table"), per event. */
const rememberedNameKey = (eventId: string) => `arbiter.myName.${eventId}`;

export function rememberedName(eventId: string): string {
  return window.localStorage.getItem(rememberedNameKey(eventId)) ?? '';
}

export function rememberName(eventId: string, name: string): void {
  window.localStorage.setItem(rememberedNameKey(eventId), name);
}
