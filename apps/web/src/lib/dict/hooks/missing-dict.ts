const warned = new Set<string>();

/**
 * SPEC §8: a missing dictionary only warns in the console (once per type), the screen carries on
 * showing raw values.
 */
export function warnMissingDict(type: string, reason: 'empty' | 'failed'): void {
  if (warned.has(type)) return;
  warned.add(type);
  console.warn(
    `[dict] dictionary "${type}" ${reason === 'empty' ? 'is missing or empty' : 'could not be loaded'}`,
  );
}

/** Tests start from a clean slate. */
export const resetMissingDictWarnings = (): void => warned.clear();
