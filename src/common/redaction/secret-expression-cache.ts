/** The bounds of a `SecretExpressionCache`. */
export interface SecretExpressionLimits {
  /** The most expressions kept. */
  readonly maxEntries: number;
  /** The most source text kept, in characters, summed over the expressions (each is about 100 per secret character). */
  readonly maxSourceCharacters: number;
}

/**
 * 64 expressions, 512 KiB of source: a client redacts with its few configured and issued secrets and the few
 * remembered ones a message may hold, again and again. (1,024 kept before: a long property run, whose every
 * hostile answer brings new credential values, filled V8's code space with compiled expressions.)
 */
export const SECRET_EXPRESSION_LIMITS: SecretExpressionLimits = {
  maxEntries: 64,
  maxSourceCharacters: 512 * 1024,
};

/**
 * The compiled expressions of the secrets used last, one per secret, least recently used dropped first, bounded
 * by count and by total source size (an expression's compiled code grows with its source). A list of secrets
 * that changes by one (a new token) compiles that one alone. An expression is never dropped for another of the
 * same list: a list longer than the bounds keeps the expressions of its first secrets and compiles the rest for
 * the call (a least-recently-used list that dropped them in turn would compile every one on every call). An
 * expression whose source alone is over the size bound is compiled for the call and not kept.
 */
export class SecretExpressionCache {
  /** In order of use, the least recent first. */
  private readonly expressions = new Map<string, { expression: RegExp; size: number }>();
  private sourceCharacters = 0;

  constructor(
    private readonly source: (secret: string) => string,
    private readonly flags: string,
    private readonly limits: SecretExpressionLimits = SECRET_EXPRESSION_LIMITS,
  ) {
    if (!(limits.maxEntries >= 1) || !(limits.maxSourceCharacters >= 1)) {
      throw new RangeError('SecretExpressionCache: maxEntries and maxSourceCharacters must be at least 1');
    }
  }

  /**
   * The expressions of the secrets, in their order (see the class), one at a time: one that is not kept can be
   * collected once it has been used.
   */
  *expressionsOf(secrets: readonly string[]): Generator<RegExp> {
    const used = new Set<string>();
    for (const secret of secrets) {
      used.add(secret);
      yield this.expressionWithin(secret, used);
    }
  }

  /** The secret's expression: the kept one (now the most recently used), or a new one. */
  expression(secret: string): RegExp {
    return this.expressionWithin(secret, new Set([secret]));
  }

  /** The secret's expression, never dropping one of `used` (the secrets of the same list) to keep it. */
  private expressionWithin(secret: string, used: ReadonlySet<string>): RegExp {
    const kept = this.expressions.get(secret);
    if (kept !== undefined) {
      this.expressions.delete(secret);
      this.expressions.set(secret, kept);
      return kept.expression;
    }
    const source = this.source(secret);
    const expression = new RegExp(source, this.flags);
    const size = source.length;
    if (size > this.limits.maxSourceCharacters) return expression;
    while (
      this.expressions.size > 0 &&
      (this.expressions.size >= this.limits.maxEntries ||
        this.sourceCharacters + size > this.limits.maxSourceCharacters)
    ) {
      // The least recent is one of the list: so are all the others (each use moved them last).
      const leastRecent = this.expressions.keys().next().value as string;
      if (used.has(leastRecent)) return expression;
      this.drop(leastRecent);
    }
    this.expressions.set(secret, { expression, size });
    this.sourceCharacters += size;
    return expression;
  }

  /** How many expressions are kept. */
  get size(): number {
    return this.expressions.size;
  }

  /** The source characters of the kept expressions. */
  get keptSourceCharacters(): number {
    return this.sourceCharacters;
  }

  /** True when the secret's expression is kept (without counting as a use). */
  has(secret: string): boolean {
    return this.expressions.has(secret);
  }

  private drop(secret: string): void {
    const kept = this.expressions.get(secret);
    if (kept === undefined) return;
    this.expressions.delete(secret);
    this.sourceCharacters -= kept.size;
  }
}
