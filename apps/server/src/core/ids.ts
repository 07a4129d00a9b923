import { z } from 'zod';

/** A row id as it arrives in a path or query: a positive PostgreSQL integer. */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** Path parameters of routes addressing one row (`/things/:id`). */
export const ZIdParams = z.object({ id: ZId });
