/** How long a piece of code may be when quoted in a message before it is cut. */
const MAX_TEXT = 48;

/** Code quoted in a rule message: whitespace folded to one line, cut with an ellipsis when long. */
export function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
}
