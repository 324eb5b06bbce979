/**
 * A search term as a LIKE/ILIKE pattern matching it anywhere, its wildcards (`%`, `_`) and
 * backslashes taken literally (PostgreSQL's default escape is the backslash). Every admin search
 * by words goes through it, so typing `%` finds a percent sign and not everything.
 */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
