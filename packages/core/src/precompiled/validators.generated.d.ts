/** The validators compiled ahead of time (server/validators.ts writes the .js), one export per schema key. */
declare const validators: Readonly<Record<string, ((data: unknown) => boolean) & { errors?: unknown }>>;
export = validators;
