// End-to-end tests drive whole events through the API; a round trip of many requests takes longer than Jest's 5 s default.
jest.setTimeout(180_000);
