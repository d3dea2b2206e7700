import { z } from 'zod';

/**
 * In browsers zod validates without compiling code at run time. Its probe for `new Function` is
 * reported as a Content-Security-Policy violation under our CSP (no 'unsafe-eval') even though zod
 * catches the refusal. The probe runs when the first object schema is built, so this module is the
 * package's first import. The server keeps the faster compiled mode.
 */
if ('document' in globalThis) z.config({ jitless: true });
