import type { ExprError } from './contract';

/**
 * Thrown inside the lexer and parser only; {@link compileFormula} turns it into an {@link ExprError}
 * value, so no caller ever sees an exception for bad input.
 */
export class ExprSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly length: number = 1,
  ) {
    super(message);
    this.name = 'ExprSyntaxError';
  }

  /** The error as the contract's data shape, for the given formula text. */
  toExprError(expression: string): ExprError {
    const offset = Math.min(Math.max(0, this.offset), expression.length);
    const length = Math.max(0, Math.min(this.length, expression.length - offset));
    return { message: this.message, offset, length, expression };
  }
}
