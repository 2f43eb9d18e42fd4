import { z } from 'zod';

// Zod's own messages (wrong type, missing field…) in Italian, on the server and in the browser alike.
z.config(z.locales.it());

export { z };
