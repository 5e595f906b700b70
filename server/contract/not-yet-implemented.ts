// Operations of the contract that have no handler yet: they answer 501 with the envelope. This list may
// only shrink: tests/server/contract/handlers.test.ts fails when it differs from the operations that
// really lack a handler, so adding a handler means deleting its line here, and adding an operation to the
// contract means implementing it or listing it here on purpose.
export const notYetImplemented: readonly string[] = [
];
