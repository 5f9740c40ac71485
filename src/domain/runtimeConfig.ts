/**
 * The id of the script element (type application/json) in which the bundled server writes
 * /config.json's answer into the console's page (server/http/consolePage.ts); the console reads
 * it before asking for the file (src/api/apiConfig.ts).
 */
export const INLINE_CONFIG_ID = 'console-config';
