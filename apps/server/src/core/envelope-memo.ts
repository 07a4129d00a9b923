/**
 * The envelope texts of answers given to many callers, plain and encrypted. A route flagged
 * `repeatedAnswers` (the search and the home feed, which keep their answers) answers the very
 * same object again and again, so its envelope is written out once per object and message
 * instead of on every call (about 80 µs for an 8.6 KB search answer), and encrypted once (about
 * 120 µs more): together most of a cached answer's CPU. The wire cipher has a fixed key and no IV
 * (SPEC's envelope), so a plaintext has one ciphertext. Kept as long as the answer object is, so
 * the answers' own cache bounds them.
 */
export function createEnvelopeMemo(encrypt: (text: string) => string) {
  const texts = new WeakMap<object, Map<string, { plain: string; encrypted?: string }>>();
  return (data: object, msg: string, encrypted: boolean): string => {
    let byMessage = texts.get(data);
    if (!byMessage) texts.set(data, (byMessage = new Map()));
    let envelope = byMessage.get(msg);
    if (!envelope) byMessage.set(msg, (envelope = { plain: JSON.stringify({ code: 200, msg, data }) }));
    if (!encrypted) return envelope.plain;
    return (envelope.encrypted ??= encrypt(envelope.plain));
  };
}
