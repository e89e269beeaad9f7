/** Exit codes of decisions.md D6: 0 without errors, 1 with errors, 2 on bad usage or unreadable files. */
export const EXIT = { ok: 0, errors: 1, usage: 2 } as const;
