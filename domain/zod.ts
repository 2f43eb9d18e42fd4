import { z } from 'zod';
import { it } from 'zod/locales';

// Zod's own messages (wrong type, missing field…) in Italian, on the server and in the browser alike.
z.config(it());

export { z };
