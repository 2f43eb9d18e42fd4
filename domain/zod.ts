import { z } from 'zod';
import { it } from 'zod/locales';

// Zod's own messages (wrong type, missing field…) in Italian, on the server and in the browser alike.
// Every schema imports z from here, so the messages are set wherever a schema is used.
z.config(it());

export { z };
